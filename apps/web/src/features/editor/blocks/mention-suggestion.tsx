import { newBlockId } from "@bearish/shared/editor/editor-ids";
import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type Editor, Extension, type Range } from "@tiptap/core";
import { PluginKey } from "@tiptap/pm/state";
import { ReactRenderer } from "@tiptap/react";
import Suggestion, { type SuggestionKeyDownProps, type SuggestionProps } from "@tiptap/suggestion";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { PEOPLE_PICKER_LIMIT, usePeopleSearch } from "./use-block-person";

export const mentionSuggestionKey = new PluginKey("bearishMentionSuggestion");

/** Spec §5: mention suggestions are the people whose first name, last name or full name starts with the query. */
export function mentionMatches(
  user: Pick<UserWithExpansions, "firstName" | "lastName" | "fullName">,
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [user.firstName, user.lastName, user.fullName].some((name) => name.toLocaleLowerCase().startsWith(q));
}

/** Replaces the typed `@query` with a mention of the person and a space. */
export function insertMention(
  editor: Editor,
  range: Range,
  user: Pick<UserWithExpansions, "id" | "fullName">,
): boolean {
  return editor
    .chain()
    .focus()
    .insertContentAt(range, [
      { type: "mention", attrs: { accountId: user.id, label: user.fullName, localId: newBlockId() } },
      { type: "text", text: " " },
    ])
    .run();
}

/** Lets the suggestion plugin hand its key presses to the list. */
interface KeyBridge {
  onKeyDown: ((event: KeyboardEvent) => boolean) | null;
}

interface MentionListProps {
  query: string;
  onChoose: (user: UserWithExpansions) => void;
  bridge: KeyBridge;
}

export function MentionList({ query, onChoose, bridge }: MentionListProps) {
  const { t } = useTranslation();
  // The server searches by substring; the first word narrows it, the prefix rule decides.
  const search = query.trim().split(/\s+/)[0] ?? "";
  const people = usePeopleSearch(search);
  const matches = (people.data ?? []).filter((user) => mentionMatches(user, query)).slice(0, PEOPLE_PICKER_LIMIT);
  // The highlighted row, reset whenever the query changes.
  const [highlight, setHighlight] = useState({ query, index: 0 });
  const active = highlight.query === query ? highlight.index : 0;
  const index = Math.min(active, Math.max(matches.length - 1, 0));
  const setActive = (next: number) => setHighlight({ query, index: next });

  bridge.onKeyDown = (event) => {
    if (event.key === "ArrowDown" && matches.length > 0) {
      setActive((index + 1) % matches.length);
      return true;
    }
    if (event.key === "ArrowUp" && matches.length > 0) {
      setActive((index - 1 + matches.length) % matches.length);
      return true;
    }
    if (event.key === "Enter" || event.key === "Tab") {
      const user = matches[index];
      if (!user) return false;
      onChoose(user);
      return true;
    }
    return false;
  };

  return (
    <Paper elevation={6} sx={{ width: 280, maxHeight: 320, overflowY: "auto" }}>
      {people.isPending ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          {t("editorBlocks.mention.loading")}
        </Typography>
      ) : matches.length === 0 ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          {t("editorBlocks.noUserFound")}
        </Typography>
      ) : (
        <List dense role="listbox" aria-label={t("editorBlocks.mention.suggestions")}>
          {matches.map((user, i) => (
            <ListItemButton
              key={user.id}
              role="option"
              aria-selected={i === index}
              selected={i === index}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => onChoose(user)}
            >
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <UserAvatar avatar={user.avatar} fallback={user.avatar_fallBack} name={user.fullName} size={28} />
              </ListItemAvatar>
              <ListItemText primary={user.fullName} secondary={user.email} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

function mentionRenderer() {
  let renderer: ReactRenderer<unknown, MentionListProps> | null = null;
  let unmount: (() => void) | null = null;
  const bridge: KeyBridge = { onKeyDown: null };
  const listProps = (props: SuggestionProps): MentionListProps => ({
    query: props.query,
    bridge,
    onChoose: (user) => props.command(user),
  });
  return {
    onStart: (props: SuggestionProps) => {
      renderer = new ReactRenderer(MentionList, { editor: props.editor, props: listProps(props) });
      renderer.element.style.zIndex = "1400";
      unmount = props.mount(renderer.element);
    },
    onUpdate: (props: SuggestionProps) => {
      renderer?.updateProps(listProps(props));
    },
    onKeyDown: ({ event }: SuggestionKeyDownProps) => bridge.onKeyDown?.(event) ?? false,
    onExit: () => {
      unmount?.();
      renderer?.destroy();
      renderer = null;
      unmount = null;
      bridge.onKeyDown = null;
    },
  };
}

/**
 * Typing `@` in the editor suggests people (spec §5: names starting with the query); choosing one
 * inserts a `mention` node with the person's id and name. Add it to the editor's extensions.
 */
export const MentionSuggestion = Extension.create({
  name: "mentionSuggestion",
  addProseMirrorPlugins() {
    return [
      Suggestion<UserWithExpansions, UserWithExpansions>({
        editor: this.editor,
        pluginKey: mentionSuggestionKey,
        char: "@",
        allow: ({ editor }) => editor.isEditable && editor.schema.nodes.mention !== undefined,
        command: ({ editor, range, props }) => {
          insertMention(editor, range, props);
        },
        render: mentionRenderer,
      }),
    ];
  },
});
