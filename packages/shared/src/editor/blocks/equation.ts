import { z } from "zod";
import { bool, text } from "../block-fields";
import { defineBlock } from "../define-block";

export const DEFAULT_LATEX = "\\frac{a}{b}";

export const equationAttrs = z.object({
  latex: text(10000, DEFAULT_LATEX),
  /** KaTeX display mode (a centred block equation). */
  displayMode: bool(true),
});
export type EquationAttrs = z.infer<typeof equationAttrs>;

/** A LaTeX equation block (spec §3 equation), rendered with KaTeX in the browser. */
export const Equation = defineBlock({ name: "equation", tag: "bearish-equation", attrs: equationAttrs });
