import katex from "katex";
import "katex/dist/katex.min.css";

export interface RenderedLatex {
  /** KaTeX's HTML (with `trust: false`, so no links, classes or styles from the source). */
  html: string;
  /** KaTeX's own error text when the LaTeX does not parse; the HTML then shows the source in red. */
  error: string | null;
}

/** Renders LaTeX with KaTeX; invalid input never throws, it comes back with KaTeX's error text. */
export function renderLatex(latex: string, displayMode: boolean): RenderedLatex {
  const options = { displayMode, trust: false, strict: "ignore" as const };
  try {
    return { html: katex.renderToString(latex, { ...options, throwOnError: true }), error: null };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    try {
      return { html: katex.renderToString(latex, { ...options, throwOnError: false }), error: message };
    } catch {
      return { html: "", error: message };
    }
  }
}
