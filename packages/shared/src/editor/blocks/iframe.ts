import { z } from "zod";
import { bool, cssSize, httpUrl, intIn, text } from "../block-fields";
import { defineBlock } from "../define-block";

export const IFRAME_HEIGHT = { min: 50, max: 2000, default: 400 } as const;

export const iframeAttrs = z.object({
  /** http or https only; anything else is "" (the block then shows "No iframe source provided."). */
  src: httpUrl(),
  width: cssSize("100%"),
  height: intIn(IFRAME_HEIGHT.min, IFRAME_HEIGHT.max, IFRAME_HEIGHT.default),
  title: text(500),
  allowfullscreen: bool(false),
});
export type IframeAttrs = z.infer<typeof iframeAttrs>;

/** An embedded page (spec §3 iframe). */
export const Iframe = defineBlock({ name: "iframe", tag: "bearish-iframe", attrs: iframeAttrs });
