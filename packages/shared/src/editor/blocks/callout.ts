import { z } from "zod";
import { defineBlock } from "../define-block";
import { CALLOUT_COLOURS, CALLOUT_TYPES, type CalloutType } from "../editor-constants";

export const calloutAttrs = z.object({
  id: z.string().max(100).catch(""),
  macroId: z.string().max(100).catch(""),
  type: z.enum(CALLOUT_TYPES).catch("info"),
  panelIcon: z.string().max(20).catch(""),
  panelIconId: z.string().max(40).catch(""),
  bgColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/)
    .catch(CALLOUT_COLOURS.info),
});
export type CalloutAttrs = z.infer<typeof calloutAttrs>;

/** Spec §4: changing a callout's type resets its background to that type's colour. */
export function changeCalloutType(attrs: CalloutAttrs, type: CalloutType): CalloutAttrs {
  return { ...attrs, type, bgColor: CALLOUT_COLOURS[type] };
}

/** A coloured panel holding blocks (spec §3 callout; its `content` is the node's content). */
export const Callout = defineBlock({ name: "callout", tag: "bearish-callout", attrs: calloutAttrs, content: "block+" });
