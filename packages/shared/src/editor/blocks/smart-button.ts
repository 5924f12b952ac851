import { z } from "zod";
import { identifier, text } from "../block-fields";
import { defineBlock } from "../define-block";

export const DEFAULT_SMART_BUTTON_NAME = "Smart Button";

export const smartButtonAttrs = z.object({
  localId: identifier(),
  data: z.object({ name: text(200, DEFAULT_SMART_BUTTON_NAME) }).catch(() => ({ name: DEFAULT_SMART_BUTTON_NAME })),
});
export type SmartButtonAttrs = z.infer<typeof smartButtonAttrs>;

/** Spec §3 smart button: a named button block. */
export const SmartButton = defineBlock({ name: "smartButton", tag: "bearish-smart-button", attrs: smartButtonAttrs });
