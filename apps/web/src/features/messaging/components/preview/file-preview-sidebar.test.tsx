import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderExtras } from "../poll/extras-test-utils";
import { FilePreviewSidebar, type PreviewFile } from "./file-preview-sidebar";

vi.mock("wavesurfer.js", () => ({
  default: { create: () => ({ on: () => () => {}, setOptions: () => {}, destroy: () => {} }) },
}));

const file = (overrides: Partial<PreviewFile>): PreviewFile => ({
  fileName: "photo.png",
  fileType: "image/png",
  fileSize: 1_500_000,
  fileUrl: "/api/files/abc?sig=1",
  kind: "image",
  ...overrides,
});

describe("FilePreviewSidebar", () => {
  it("never renders an SVG inline: it is a file card to download", () => {
    const { container } = renderExtras(
      <FilePreviewSidebar
        file={file({ fileName: "logo.svg", fileType: "image/svg+xml", fileUrl: "/api/files/svg?sig=1" })}
        onClose={vi.fn()}
      />,
    );
    expect(container.querySelector("img, svg image, object, embed, iframe")).toBeNull();
    expect(screen.queryByRole("img", { name: "logo.svg" })).not.toBeInTheDocument();
    expect(screen.getByTestId("file-card")).toHaveTextContent("logo.svg");
    const download = screen.getByRole("link", { name: "Download" });
    expect(download).toHaveAttribute("href", "/api/files/svg?sig=1");
    expect(download).toHaveAttribute("download", "logo.svg");
  });

  it("never renders HTML inline, even when it claims to be an image", () => {
    const { container } = renderExtras(
      <FilePreviewSidebar
        file={file({ fileName: "page.html", fileType: "text/html", kind: "image" })}
        onClose={vi.fn()}
      />,
    );
    expect(container.querySelector("img, object, embed, iframe")).toBeNull();
    expect(screen.getByTestId("file-card")).toHaveTextContent("page.html");
  });

  it("shows an image with its details, and a message when it fails to load", () => {
    const onClose = vi.fn();
    renderExtras(<FilePreviewSidebar file={file({})} onClose={onClose} />);
    const image = screen.getByRole("img", { name: "photo.png" });
    expect(image).toHaveAttribute("src", "/api/files/abc?sig=1");
    expect(screen.getByText("1.50 MB")).toBeInTheDocument();
    expect(screen.getByText("image/png")).toBeInTheDocument();
    fireEvent.error(image);
    expect(screen.getByText("Failed to load image")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Close the preview" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("plays video with a speed menu and audio with the waveform player", () => {
    const video = renderExtras(
      <FilePreviewSidebar
        file={file({ fileName: "clip.mp4", fileType: "video/mp4", kind: "video" })}
        onClose={vi.fn()}
      />,
    );
    expect(video.container.querySelector("video[controls]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Playback speed 1×" })).toBeInTheDocument();
    video.unmount();
    renderExtras(
      <FilePreviewSidebar
        file={file({ fileName: "memo.ogg", fileType: "audio/ogg", kind: "audio" })}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole("group", { name: "Audio memo.ogg" })).toBeInTheDocument();
  });
});

describe("formatFileSize", () => {
  it("uses B, KB, MB and GB in steps of 1000 with two decimals", () => {
    expect(formatFileSize(999)).toBe("999 B");
    expect(formatFileSize(1000)).toBe("1.00 KB");
    expect(formatFileSize(1_234_567)).toBe("1.23 MB");
    expect(formatFileSize(5_000_000_000)).toBe("5.00 GB");
    expect(formatFileSize(7_200_000_000_000)).toBe("7200.00 GB");
  });
});
