import { suggestMentions } from "@bearish/shared/tasks/mention-rules";
import SendIcon from "@mui/icons-material/Send";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { fullName, type PickerPerson } from "./people";

/**
 * The `@query` being typed just before the caret: an `@` at the start or after a space, then at most
 * two words on the same line. Answers where the `@` is and what follows it.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]*(?: [^\s@]*)?)$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? "";
  return { start: before.length - query.length - 1, query };
}

export interface MentionComposerProps {
  people: PickerPerson[];
  onSubmit: (body: string) => Promise<unknown>;
  label: string;
  placeholder?: string;
  initial?: string;
  busy?: boolean;
  autoFocus?: boolean;
  onCancel?: () => void;
}

/**
 * A comment box: typing `@` suggests people whose names start with what follows (arrow keys move,
 * Enter or Tab picks, Escape closes); Enter sends, Shift+Enter breaks the line.
 */
export function MentionComposer({
  people,
  onSubmit,
  label,
  placeholder,
  initial = "",
  busy,
  autoFocus,
  onCancel,
}: MentionComposerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const [active, setActive] = useState(0);
  /** The `@` whose suggestions were used or dismissed; they stay closed for it. */
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const mention = mentionAt(text, caret);
  const suggestions = mention && mention.start !== closedAt ? suggestMentions(people, mention.query) : [];
  const open = suggestions.length > 0;

  const pick = (person: PickerPerson) => {
    if (!mention) return;
    const inserted = `@${fullName(person)} `;
    const next = text.slice(0, mention.start) + inserted + text.slice(caret);
    const at = mention.start + inserted.length;
    setText(next);
    setCaret(at);
    setClosedAt(mention.start);
    requestAnimationFrame(() => input.current?.setSelectionRange(at, at));
  };

  const send = async () => {
    const body = text.trim();
    if (!body || busy) return;
    try {
      await onSubmit(body);
    } catch {
      // The hook has shown why; the text stays so nothing typed is lost.
      return;
    }
    setText("");
    setCaret(0);
    setClosedAt(null);
  };

  return (
    <Box sx={{ position: "relative" }}>
      <Box sx={{ display: "flex", alignItems: "flex-end", gap: 1 }}>
        <TextField
          inputRef={input}
          multiline
          fullWidth
          size="small"
          autoFocus={autoFocus}
          maxRows={8}
          value={text}
          placeholder={placeholder}
          slotProps={{
            htmlInput: {
              "aria-label": label,
              role: "combobox",
              "aria-expanded": open,
              "aria-controls": open ? listId : undefined,
              "aria-autocomplete": "list",
            },
          }}
          onChange={(e) => {
            setText(e.target.value);
            setCaret(e.target.selectionStart ?? e.target.value.length);
            setActive(0);
            if (closedAt !== null && !mentionAt(e.target.value, e.target.selectionStart ?? 0)) setClosedAt(null);
          }}
          onSelect={(e) => setCaret((e.target as HTMLTextAreaElement).selectionStart ?? 0)}
          onKeyDown={(e) => {
            if (open) {
              if (e.key === "ArrowDown" || e.key === "ArrowUp") {
                e.preventDefault();
                const step = e.key === "ArrowDown" ? 1 : -1;
                setActive((i) => (i + step + suggestions.length) % suggestions.length);
                return;
              }
              if ((e.key === "Enter" && !e.shiftKey) || e.key === "Tab") {
                e.preventDefault();
                const person = suggestions[Math.min(active, suggestions.length - 1)];
                if (person) pick(person);
                return;
              }
              if (e.key === "Escape") {
                e.preventDefault();
                if (mention) setClosedAt(mention.start);
                return;
              }
            }
            if (e.key === "Escape" && onCancel) {
              e.preventDefault();
              onCancel();
            } else if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <IconButton
          color="primary"
          aria-label={t("taskCard.comments.send")}
          disabled={!text.trim() || busy}
          onClick={() => void send()}
        >
          <SendIcon sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }} />
        </IconButton>
      </Box>
      {open ? (
        <Paper
          elevation={4}
          sx={{ position: "absolute", zIndex: 10, bottom: "100%", insetInlineStart: 0, mb: 0.5, minWidth: 260 }}
        >
          <List dense id={listId} role="listbox" aria-label={t("taskCard.comments.suggestions")}>
            {suggestions.map((person, index) => (
              <ListItemButton
                key={person.id}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(person)}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <UserAvatar
                    avatar={person.avatar}
                    fallback={person.avatar_fallBack}
                    name={fullName(person)}
                    size={24}
                  />
                </ListItemIcon>
                <ListItemText primary={fullName(person)} secondary={person.email} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
    </Box>
  );
}
