import { z } from "zod";
import { identifier, text } from "../block-fields";
import { defineBlock } from "../define-block";

export const mentionAttrs = z.object({
  accountId: identifier(),
  localId: identifier(),
  /** The person's display name when the mention was inserted. */
  label: text(200),
});
export type MentionAttrs = z.infer<typeof mentionAttrs>;

/** An inline @mention of a person (spec §3 mention). */
export const Mention = defineBlock({
  name: "mention",
  tag: "bearish-mention",
  attrs: mentionAttrs,
  group: "inline",
  config: { renderText: ({ node }) => `@${String(node.attrs.label ?? "")}` },
});
