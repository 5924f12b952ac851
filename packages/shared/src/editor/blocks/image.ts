import { z } from "zod";
import { cssSize, imageSrc, text } from "../block-fields";
import { defineBlock } from "../define-block";

export const DEFAULT_IMAGE_ALT = "Image";

export const imageAttrs = z.object({
  /** http(s) URL or a same-origin `/api/` or `/uploads/` path; else "" ("No image found"). */
  src: imageSrc(),
  filename: text(255),
  width: cssSize("auto"),
  height: cssSize("auto"),
  alt: text(500, DEFAULT_IMAGE_ALT),
});
export type ImageAttrs = z.infer<typeof imageAttrs>;

/** An image block (spec §3 image). */
export const Image = defineBlock({ name: "image", tag: "bearish-image", attrs: imageAttrs });
