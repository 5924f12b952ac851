import { z } from "zod";
import { hexColour, httpUrl, intIn, oneOf, text } from "../block-fields";
import { defineBlock } from "../define-block";
import { BUTTON_BORDER_RADIUS, BUTTON_OPACITY } from "../editor-constants";

export const BUTTON_SIZES = ["small", "medium", "large"] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export const DEFAULT_BUTTON_LABEL = "Button";
export const BUTTON_DEFAULTS = {
  bgColor: "#1E88E5",
  textColor: "#FFFFFF",
  size: "medium",
  borderRadius: 4,
  bgOpacity: 1,
} as const;

/** True for an opacity on the 0.05 grid between 0 and 1. */
function onOpacityStep(value: number): boolean {
  const steps = value / BUTTON_OPACITY.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

export const buttonAttrs = z.object({
  label: text(200, DEFAULT_BUTTON_LABEL),
  bgColor: hexColour(BUTTON_DEFAULTS.bgColor),
  textColor: hexColour(BUTTON_DEFAULTS.textColor),
  size: oneOf(BUTTON_SIZES, BUTTON_DEFAULTS.size),
  /** 0..50 px. */
  borderRadius: intIn(BUTTON_BORDER_RADIUS.min, BUTTON_BORDER_RADIUS.max, BUTTON_DEFAULTS.borderRadius),
  /** 0..1 in steps of 0.05. */
  bgOpacity: z
    .number()
    .min(BUTTON_OPACITY.min)
    .max(BUTTON_OPACITY.max)
    .refine(onOpacityStep)
    .catch(BUTTON_DEFAULTS.bgOpacity),
  /** Where the button leads: http or https only, else "" (no link). */
  href: httpUrl(),
});
export type ButtonAttrs = z.infer<typeof buttonAttrs>;

/** A styled link button (spec §3 button). Clamps for the settings form in button-rules.ts. */
export const Button = defineBlock({ name: "button", tag: "bearish-button", attrs: buttonAttrs });
