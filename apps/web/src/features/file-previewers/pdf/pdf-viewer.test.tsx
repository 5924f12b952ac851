import { fireEvent, screen } from "@testing-library/react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderPreviewer } from "../test/previewer-test-utils";
import type { PdfPasswordReason, PdfSession } from "./pdf-document";
import { classifyPdfError } from "./pdf-errors";
import { PdfViewer } from "./pdf-viewer";

// jsdom cannot run pdf.js: this stands in for a protected file behind `openPdf`, with the password "s3cret".
const pdf = vi.hoisted(() => ({
  opened: [] as string[],
  passwordTries: [] as string[],
  protectedBy: null as string | null,
  failWith: null as unknown,
}));

function fakeDocument(numPages: number): PDFDocumentProxy {
  const page = { getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }) };
  return { numPages, getPage: async () => page } as unknown as PDFDocumentProxy;
}

vi.mock("./pdf-document", () => ({
  PdfSessionClosed: class extends Error {},
  openPdf: (url: string, onPassword: (reason: PdfPasswordReason, submit: (password: string) => void) => void) => {
    pdf.opened.push(url);
    const promise = new Promise<PDFDocumentProxy>((resolve, reject) => {
      if (pdf.failWith !== null) {
        reject(pdf.failWith);
        return;
      }
      if (pdf.protectedBy === null) {
        resolve(fakeDocument(3));
        return;
      }
      const submit = (password: string) => {
        pdf.passwordTries.push(password);
        if (password === pdf.protectedBy) resolve(fakeDocument(3));
        else queueMicrotask(() => onPassword(2, submit));
      };
      queueMicrotask(() => onPassword(1, submit));
    });
    return { promise, destroy: () => {} } satisfies PdfSession;
  },
}));

beforeEach(() => {
  pdf.opened = [];
  pdf.passwordTries = [];
  pdf.protectedBy = null;
  pdf.failWith = null;
});

const enterPassword = (password: string) => {
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Submit" }));
};

describe("PdfViewer", () => {
  it("asks for the password (code 1), says Incorrect password (code 2) and asks again, then opens", async () => {
    pdf.protectedBy = "s3cret";
    renderPreviewer(<PdfViewer url="/api/files/pdf?sig=1" zoom={100} onZoomChange={vi.fn()} />);

    expect(await screen.findByRole("heading", { name: "Password required" })).toBeInTheDocument();
    expect(screen.getByText("This document is password protected. Please enter a password.")).toBeInTheDocument();
    expect(screen.queryByText("Incorrect password")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();

    enterPassword("guess");
    expect(await screen.findByText("Incorrect password")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Password required" })).toBeInTheDocument();
    // A fresh, empty field for the next try.
    expect(screen.getByLabelText("Password")).toHaveValue("");

    enterPassword("s3cret");
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Password required" })).not.toBeInTheDocument();
    expect(pdf.passwordTries).toEqual(["guess", "s3cret"]);
    // The file was opened once: the tries went to the same loading task.
    expect(pdf.opened).toEqual(["/api/files/pdf?sig=1"]);
  });

  it("lays out one box per page sized by the zoom", async () => {
    const view = renderPreviewer(<PdfViewer url="/api/files/pdf?sig=1" zoom={100} onZoomChange={vi.fn()} />);
    expect(await screen.findByRole("img", { name: "Page 1 of 3" })).toHaveStyle({ width: "816px" });
    expect(screen.getAllByRole("img", { name: /^Page \d of 3$/ })).toHaveLength(3);
    view.rerender(<PdfViewer url="/api/files/pdf?sig=1" zoom={50} onZoomChange={vi.fn()} />);
    expect(screen.getByRole("img", { name: "Page 1 of 3" })).toHaveStyle({ width: "408px" });
  });

  it("says Failed to load PDF when pdf.js cannot read the file", async () => {
    pdf.failWith = Object.assign(new Error("Invalid PDF structure."), { name: "InvalidPDFException" });
    renderPreviewer(<PdfViewer url="/api/files/pdf?sig=1" zoom={100} onZoomChange={vi.fn()} />);
    expect(await screen.findByText("Failed to load PDF")).toBeInTheDocument();
  });

  it("says Unknown error for anything else", async () => {
    pdf.failWith = "something odd";
    renderPreviewer(<PdfViewer url="/api/files/pdf?sig=1" zoom={100} onZoomChange={vi.fn()} />);
    expect(await screen.findByText("Unknown error")).toBeInTheDocument();
  });

  it("zooms with Ctrl + wheel through the header's zoom", async () => {
    const onZoomChange = vi.fn();
    renderPreviewer(<PdfViewer url="/api/files/pdf?sig=1" zoom={250} onZoomChange={onZoomChange} />);
    const pages = await screen.findByLabelText("PDF document");
    fireEvent.wheel(pages, { deltaY: -1, ctrlKey: true });
    expect(onZoomChange).toHaveBeenLastCalledWith(250);
    fireEvent.wheel(pages, { deltaY: 1, ctrlKey: true });
    expect(onZoomChange).toHaveBeenLastCalledWith(240);
  });
});

describe("PdfViewer keys", () => {
  it("turns pages with the arrow keys, PageUp/PageDown, Home and End", async () => {
    renderPreviewer(<PdfViewer url="/api/files/pdf?sig=1" zoom={100} onZoomChange={vi.fn()} />);
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "PageDown" });
    fireEvent.keyDown(window, { key: "ArrowRight" });
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "Home" });
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "ArrowLeft" });
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "End" });
    expect(screen.getByText("Page 3 of 3")).toBeInTheDocument();
  });
});

describe("classifyPdfError", () => {
  it("maps pdf.js password exceptions by code, unreadable files to load failures, the rest to unknown", () => {
    const passwordException = (code: number) =>
      Object.assign(new Error("No password given"), { name: "PasswordException", code });
    expect(classifyPdfError(passwordException(1))).toEqual({ kind: "password", reason: 1 });
    expect(classifyPdfError(passwordException(2))).toEqual({ kind: "password", reason: 2 });
    expect(classifyPdfError(passwordException(9))).toEqual({ kind: "unknown" });
    expect(classifyPdfError(Object.assign(new Error("x"), { name: "MissingPDFException" }))).toEqual({ kind: "load" });
    expect(classifyPdfError(new TypeError("Failed to fetch"))).toEqual({ kind: "load" });
    expect(classifyPdfError(new Error("worker died"))).toEqual({ kind: "unknown" });
    expect(classifyPdfError(undefined)).toEqual({ kind: "unknown" });
  });
});
