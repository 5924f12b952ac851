import type { Participant } from "@bearish/shared/messaging/conversation";
import type { Mention as MessageMention } from "@bearish/shared/messaging/message";
import { suggestMentions } from "@bearish/shared/tasks/mention-rules";
import { type Editor, Extension } from "@tiptap/core";
import { Mention, type MentionNodeAttrs } from "@tiptap/extension-mention";
import { Placeholder } from "@tiptap/extension-placeholder";
import { useEditor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import type { SuggestionProps } from "@tiptap/suggestion";
import { useRef, useState } from "react";
import type { MentionMenuState } from "./mention-menu";

export interface ComposerKeys {
  /** Enter sends (Shift+Enter breaks the line); off: Ctrl/Cmd+Enter sends and Enter breaks it. */
  enterToSend: boolean;
  onSubmit(): void;
  /** Escape outside the mention menu; true when it did something (leaving edit mode). */
  onEscape(): boolean;
  onChange(): void;
}

export const personName = (person: Participant) => person.name || `${person.firstName} ${person.lastName}`.trim();

/** The people mentioned in the editor, each once, as the send body carries them. */
export function mentionsOf(editor: Editor): MessageMention[] {
  const found = new Map<string, MessageMention>();
  editor.state.doc.descendants((node) => {
    if (node.type.name !== "mention") return;
    const id = node.attrs.id as string | null;
    if (id && !found.has(id)) found.set(id, { id, username: String(node.attrs.label ?? "") });
  });
  return [...found.values()];
}

/**
 * The composer's TipTap editor: StarterKit (no headings or rules, which messages do not keep), the
 * "Type a message" placeholder, mentions suggested from `people` whose first, last or full name
 * starts with the query (spec §5), and the send keys. Enter never sends while the mention menu is
 * open: it picks the highlighted person instead.
 */
export function useComposerEditor({
  people,
  placeholder,
  label,
  keys,
}: {
  people: readonly Participant[];
  placeholder: string;
  label: string;
  keys: ComposerKeys;
}) {
  const peopleRef = useRef(people);
  peopleRef.current = people;
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const menuRef = useRef<MentionMenuState | null>(null);
  const [menu, setMenuState] = useState<MentionMenuState | null>(null);
  const setMenu = (next: MentionMenuState | null) => {
    menuRef.current = next;
    setMenuState(next);
  };
  const menuOpen = () => (menuRef.current?.items.length ?? 0) > 0;

  const show = (props: SuggestionProps<Participant, MentionNodeAttrs>) =>
    setMenu({
      items: props.items,
      index: 0,
      select: (person) => props.command({ id: person.userId, label: personName(person) }),
      clientRect: props.clientRect ?? null,
    });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Placeholder.configure({ placeholder }),
      Mention.configure({
        suggestion: {
          items: ({ query }) => suggestMentions(peopleRef.current, query),
          render: () => ({
            onStart: show,
            onUpdate: show,
            onKeyDown: ({ event }) => {
              const current = menuRef.current;
              if (!current || current.items.length === 0) return false;
              const count = current.items.length;
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                const step = event.key === "ArrowDown" ? 1 : -1;
                setMenu({ ...current, index: (current.index + step + count) % count });
                return true;
              }
              if (event.key === "Enter" || event.key === "Tab") {
                const person = current.items[current.index];
                if (person) current.select(person);
                return true;
              }
              if (event.key === "Escape") {
                setMenu(null);
                return true;
              }
              return false;
            },
            onExit: () => setMenu(null),
          }),
        },
      }),
      Extension.create({
        name: "composerKeys",
        // Before StarterKit's own Enter handling (new paragraph, hard break).
        priority: 1000,
        addKeyboardShortcuts() {
          return {
            Enter: () => {
              if (menuOpen() || !keysRef.current.enterToSend) return false;
              keysRef.current.onSubmit();
              return true;
            },
            "Mod-Enter": () => {
              if (menuOpen()) return false;
              keysRef.current.onSubmit();
              return true;
            },
            Escape: () => (menuOpen() ? false : keysRef.current.onEscape()),
          };
        },
      }),
    ],
    editorProps: {
      attributes: { role: "textbox", "aria-multiline": "true", "aria-label": label },
    },
    onUpdate: () => keysRef.current.onChange(),
  });

  return { editor, menu };
}
