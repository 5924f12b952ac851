import { z } from "zod";
import { identifier, intIn } from "../block-fields";
import { defineBlock } from "../define-block";

export const WHITEBOARD_BLOCK_HEIGHT = { min: 200, max: 2000, default: 400 } as const;

export const whiteboardAttrs = z.object({
  /** The workspace whiteboard shown; "" when none is chosen yet. */
  whiteboardId: identifier(),
  height: intIn(WHITEBOARD_BLOCK_HEIGHT.min, WHITEBOARD_BLOCK_HEIGHT.max, WHITEBOARD_BLOCK_HEIGHT.default),
});
export type WhiteboardAttrs = z.infer<typeof whiteboardAttrs>;

/** An embedded workspace whiteboard (spec §3 other blocks: whiteboard). */
export const Whiteboard = defineBlock({ name: "whiteboard", tag: "bearish-whiteboard", attrs: whiteboardAttrs });
