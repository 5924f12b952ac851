import type { PDFDocumentLoadingTask, PDFDocumentProxy } from "pdfjs-dist";
// Served from our own origin, so the page policy's script-src 'self' (worker-src falls back to it) allows it.
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/** pdf.js's PasswordResponses: 1 = a password is needed, 2 = the one given was wrong. */
export type PdfPasswordReason = 1 | 2;

export interface PdfSession {
  /** The opened document; rejects with pdf.js's error when it cannot be read. */
  promise: Promise<PDFDocumentProxy>;
  destroy: () => void;
}

/** Thrown into a session's promise when it was destroyed before pdf.js had loaded. */
export class PdfSessionClosed extends Error {
  override readonly name = "PdfSessionClosed";
}

/**
 * Opens a PDF from a (signed) URL with pdf.js, loaded on first use so the page bundle stays small.
 * A protected file calls `onPassword` (again with reason 2 after a wrong password) and waits for
 * `submit`, so the bytes are not downloaded again for each try.
 */
export function openPdf(
  url: string,
  onPassword: (reason: PdfPasswordReason, submit: (password: string) => void) => void,
): PdfSession {
  let task: PDFDocumentLoadingTask | null = null;
  let destroyed = false;
  const promise = import("pdfjs-dist").then((pdfjs) => {
    if (destroyed) throw new PdfSessionClosed("closed");
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    // `isEvalSupported: false` is kept for older pdf.js builds: this one has no eval path left, and
    // the page policy has no 'unsafe-eval' either. Scripts inside a PDF never run: nothing here
    // creates the scripting sandbox, and XFA forms (which build HTML) stay off.
    const options = { url, isEvalSupported: false, enableXfa: false, stopAtErrors: false };
    const loading = pdfjs.getDocument(options);
    task = loading;
    loading.onPassword = (submit: (password: string) => void, reason: number) => {
      onPassword(reason === pdfjs.PasswordResponses.INCORRECT_PASSWORD ? 2 : 1, submit);
    };
    return loading.promise;
  });
  return {
    promise,
    destroy: () => {
      destroyed = true;
      void task?.destroy();
    },
  };
}
