import { POLL_OPTION_MAX_LENGTH, POLL_OPTIONS_MAX, POLL_QUESTION_MAX_LENGTH } from "@bearish/shared/messaging/message";
import AddRounded from "@mui/icons-material/AddRounded";
import CloseRounded from "@mui/icons-material/CloseRounded";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";

export interface PollDraft {
  question: string;
  options: { value: string }[];
}

export interface PollComposerDialogProps {
  open: boolean;
  onClose: () => void;
  onSubmit: (poll: PollDraft) => void;
}

interface DraftOption {
  key: number;
  value: string;
}

const STARTING_OPTIONS = 2;

/** The trimmed, non-empty options of a draft (empty rows are ignored, not sent). */
export function pollDraftOf(question: string, options: { value: string }[]): PollDraft {
  return {
    question: question.trim(),
    options: options
      .map((o) => o.value.trim())
      .filter(Boolean)
      .map((value) => ({ value })),
  };
}

/**
 * Writes a new poll: a question and up to POLL_OPTIONS_MAX options. The poll starts open, so the
 * author can still change the options before locking them for voting.
 */
export function PollComposerDialog({ open, onClose, onSubmit }: PollComposerDialogProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState("");
  const [options, setOptions] = useState<DraftOption[]>(() => freshOptions());
  const [nextKey, setNextKey] = useState(STARTING_OPTIONS);

  const reset = () => {
    setQuestion("");
    setOptions(freshOptions());
    setNextKey(STARTING_OPTIONS);
  };
  const close = () => {
    reset();
    onClose();
  };
  const draft = pollDraftOf(question, options);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.question) return;
    onSubmit(draft);
    reset();
  };

  const addOption = () => {
    if (options.length >= POLL_OPTIONS_MAX) return;
    setOptions((list) => [...list, { key: nextKey, value: "" }]);
    setNextKey((k) => k + 1);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="poll-composer-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="poll-composer-title">{t("messagingExtras.pollComposer.title")}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 1.5, pt: 1 }}>
            <TextField
              label={t("messagingExtras.pollComposer.question")}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: POLL_QUESTION_MAX_LENGTH } }}
            />
            {options.map((option, index) => (
              <Stack key={option.key} direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
                <TextField
                  size="small"
                  fullWidth
                  label={t("messagingExtras.poll.optionN", { number: index + 1 })}
                  value={option.value}
                  onChange={(event) =>
                    setOptions((list) =>
                      list.map((o) => (o.key === option.key ? { ...o, value: event.target.value } : o)),
                    )
                  }
                  slotProps={{ htmlInput: { maxLength: POLL_OPTION_MAX_LENGTH } }}
                />
                <IconButton
                  aria-label={t("messagingExtras.pollComposer.removeOption", { number: index + 1 })}
                  onClick={() => setOptions((list) => list.filter((o) => o.key !== option.key))}
                  size="small"
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Stack>
            ))}
            <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Button
                startIcon={<AddRounded />}
                onClick={addOption}
                disabled={options.length >= POLL_OPTIONS_MAX}
                size="small"
              >
                {t("messagingExtras.poll.addOption")}
              </Button>
              <Typography variant="caption" color="text.secondary">
                {t("messagingExtras.pollComposer.count", { number: options.length, max: POLL_OPTIONS_MAX })}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t("messagingExtras.pollComposer.hint")}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t("messagingExtras.common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={!draft.question}>
            {t("messagingExtras.pollComposer.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function freshOptions(): DraftOption[] {
  return Array.from({ length: STARTING_OPTIONS }, (_, key) => ({ key, value: "" }));
}
