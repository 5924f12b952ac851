import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

/** True when a block holding blocks has nothing in it but empty paragraphs (no text, no atoms). */
export function isEmptyBlockContent(node: ProseMirrorNode): boolean {
  let empty = true;
  node.descendants((child) => {
    if (!empty) return false;
    if (child.isText || child.isAtom || (child.isLeaf && child.type.name !== "hardBreak")) empty = false;
    return empty;
  });
  return empty;
}
