import { describe, expect, it } from "vitest";
import { cloudPreviewKind } from "./preview-kind";

const kindOf = (name: string, contentType: string) => cloudPreviewKind({ name, contentType });

describe("cloudPreviewKind", () => {
  it("never previews SVG, HTML, XML or scripts, whatever the name or type claims", () => {
    expect(kindOf("logo.svg", "image/svg+xml")).toBe("none");
    expect(kindOf("page.html", "text/html")).toBe("none");
    expect(kindOf("page.htm", "text/plain")).toBe("none");
    expect(kindOf("photo.png", "image/svg+xml")).toBe("none");
    expect(kindOf("report.pdf", "text/html; charset=utf-8")).toBe("none");
    expect(kindOf("feed.xml", "application/xml")).toBe("none");
    expect(kindOf("app.js", "text/javascript")).toBe("none");
    expect(kindOf("page.xhtml", "application/xhtml+xml")).toBe("none");
  });

  it("picks each viewer from the sniffed type, and Office files stored as plain ZIPs by their extension", () => {
    expect(kindOf("report.pdf", "application/pdf")).toBe("pdf");
    expect(kindOf("letter.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(
      "docx",
    );
    expect(kindOf("letter.DOCX", "application/zip")).toBe("docx");
    expect(kindOf("budget.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")).toBe("xlsx");
    expect(kindOf("budget.xlsx", "application/octet-stream")).toBe("xlsx");
    expect(kindOf("photo.jpg", "image/jpeg")).toBe("image");
    expect(kindOf("clip.mp4", "video/mp4")).toBe("video");
    expect(kindOf("memo.wav", "audio/wav")).toBe("audio");
  });

  it("does not trust an extension over a specific type", () => {
    expect(kindOf("archive.docx", "image/png")).toBe("image");
    expect(kindOf("notes.zip", "application/zip")).toBe("none");
    expect(kindOf("notes.txt", "text/plain")).toBe("none");
    expect(kindOf("image.tiff", "image/tiff")).toBe("none");
  });
});
