import { Extension } from "@tiptap/core";
import type { Node as PmNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

const autoDirectionKey = new PluginKey<DecorationSet>("autoDirection");

function decorate(doc: PmNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    decorations.push(Decoration.node(pos, pos + node.nodeSize, { dir: "auto" }));
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/**
 * `dir="auto"` on every paragraph, heading and code line as a decoration (not an attribute), so an
 * Arabic paragraph in an English page (and the reverse) reads in its own direction while the stored
 * document and the shared schema stay untouched.
 */
export const AutoDirection = Extension.create({
  name: "autoDirection",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: autoDirectionKey,
        state: {
          init: (_config, state) => decorate(state.doc),
          apply: (tr, old) => (tr.docChanged ? decorate(tr.doc) : old),
        },
        props: { decorations: (state) => autoDirectionKey.getState(state) },
      }),
    ];
  },
});
