import { POLL_OPTION_MAX_LENGTH, POLL_OPTIONS_MAX, type Poll } from "@bearish/shared/messaging/message";
import AddRounded from "@mui/icons-material/AddRounded";
import DeleteOutlineRounded from "@mui/icons-material/DeleteOutlineRounded";
import LockRounded from "@mui/icons-material/LockRounded";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";

type OptionInput = { id?: string; value: string };

export interface PollOptionsEditorProps {
  poll: Poll;
  pending: boolean;
  /** Saves the whole list: options with an id are kept (and renamed), those without are added. */
  onSave: (options: OptionInput[]) => void;
  onLock: () => void;
}

/** The author's view of an open poll: add, rename and remove options, then lock them for voting. */
export function PollOptionsEditor({ poll, pending, onSave, onLock }: PollOptionsEditorProps) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [added, setAdded] = useState("");
  const current = poll.options.map((o) => ({ id: o.id, value: o.value }));
  const canLock = poll.options.length >= 2;
  const full = poll.options.length >= POLL_OPTIONS_MAX;

  const forget = (id: string) => setDrafts(({ [id]: _dropped, ...rest }) => rest);

  const commit = (id: string) => {
    const draft = drafts[id];
    const option = poll.options.find((o) => o.id === id);
    forget(id);
    if (draft === undefined || !option) return;
    const value = draft.trim();
    // An emptied option goes back to its text; removing is the bin's job.
    if (!value || value === option.value) return;
    onSave(current.map((o) => (o.id === id ? { id, value } : o)));
  };

  const remove = (id: string) => {
    forget(id);
    onSave(current.filter((o) => o.id !== id));
  };

  const add = () => {
    const value = added.trim();
    if (!value || full) return;
    onSave([...current, { value }]);
    setAdded("");
  };

  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    action();
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack
        component="ul"
        sx={{ listStyle: "none", p: 0, m: 0, gap: 1 }}
        aria-label={t("messagingExtras.poll.options")}
      >
        {poll.options.map((option, index) => (
          <Stack component="li" key={option.id} direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
            <TextField
              size="small"
              fullWidth
              value={drafts[option.id] ?? option.value}
              onChange={(event) => setDrafts((d) => ({ ...d, [option.id]: event.target.value }))}
              onBlur={() => commit(option.id)}
              onKeyDown={onEnter(() => commit(option.id))}
              disabled={pending}
              slotProps={{
                htmlInput: {
                  maxLength: POLL_OPTION_MAX_LENGTH,
                  "aria-label": t("messagingExtras.poll.optionN", { number: index + 1 }),
                },
              }}
            />
            <IconButton
              aria-label={t("messagingExtras.poll.removeOption", { value: option.value })}
              onClick={() => remove(option.id)}
              disabled={pending}
              size="small"
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
        <TextField
          size="small"
          fullWidth
          value={added}
          placeholder={t("messagingExtras.poll.addPlaceholder")}
          onChange={(event) => setAdded(event.target.value)}
          onKeyDown={onEnter(add)}
          disabled={pending || full}
          slotProps={{
            htmlInput: { maxLength: POLL_OPTION_MAX_LENGTH, "aria-label": t("messagingExtras.poll.newOption") },
          }}
        />
        <IconButton
          aria-label={t("messagingExtras.poll.addOption")}
          onClick={add}
          disabled={pending || full || !added.trim()}
          size="small"
        >
          <AddRounded fontSize="small" />
        </IconButton>
      </Stack>
      <Stack sx={{ alignItems: "flex-start", gap: 0.5 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={<LockRounded />}
          onClick={onLock}
          disabled={pending || !canLock}
        >
          {t("messagingExtras.poll.lock")}
        </Button>
        {canLock ? null : (
          <Typography variant="caption" color="text.secondary">
            {t("messagingExtras.poll.needsOptions")}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
