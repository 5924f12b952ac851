import { type PollAttrs, pollAttrs } from "@bearish/shared/editor/blocks/poll";
import {
  addPollOption,
  canAddOption,
  canLock,
  editPollOption,
  lockPoll,
  pollStateFor,
  removePollOption,
  vote,
  voteCounts,
  votedOption,
} from "@bearish/shared/editor/blocks/poll-rules";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import AddIcon from "@mui/icons-material/Add";
import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import LockIcon from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../auth/hooks/use-me";

function PollResults({ attrs, mine }: { attrs: PollAttrs; mine: string | null }) {
  const { t } = useTranslation();
  const counts = voteCounts(attrs);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: "none", m: 0, p: 0 }}
      aria-label={t("editorBlocks.poll.results")}
    >
      {attrs.options.map((option) => {
        const count = counts[option.id] ?? 0;
        const percent = total === 0 ? 0 : Math.round((count / total) * 100);
        return (
          <Box component="li" key={option.id}>
            <Stack direction="row" sx={{ justifyContent: "space-between", gap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: option.id === mine ? 700 : 400 }}>
                {option.id === mine && (
                  <CheckIcon fontSize="inherit" sx={{ verticalAlign: "middle", marginInlineEnd: 0.5 }} />
                )}
                {option.value}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("editorBlocks.poll.votes", { count, percent })}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={option.value}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        );
      })}
    </Stack>
  );
}

function PollOptionsEditor({ attrs, save }: { attrs: PollAttrs; save: (next: PollAttrs) => void }) {
  const { t } = useTranslation();
  const lockable = canLock(attrs);
  return (
    <>
      <Stack component="ol" spacing={0.5} sx={{ m: 0, paddingInlineStart: 3 }}>
        {attrs.options.map((option, index) => (
          <Box component="li" key={option.id}>
            <Stack direction="row" sx={{ alignItems: "center", gap: 0.5 }}>
              <InputBase
                fullWidth
                value={option.value}
                placeholder={t("editorBlocks.poll.optionPlaceholder", { index: index + 1 })}
                inputProps={{ "aria-label": t("editorBlocks.poll.option", { index: index + 1 }) }}
                onChange={(event) => save(editPollOption(attrs, option.id, event.target.value.slice(0, 500)))}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    save(addPollOption(attrs));
                  }
                }}
              />
              <IconButton
                size="small"
                aria-label={t("editorBlocks.poll.removeOption", { index: index + 1 })}
                onClick={() => save(removePollOption(attrs, option.id))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: "wrap" }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={!canAddOption(attrs)}
          onClick={() => save(addPollOption(attrs))}
        >
          {t("editorBlocks.poll.addOption")}
        </Button>
        <Button
          size="small"
          variant="contained"
          disableElevation
          startIcon={<LockIcon />}
          disabled={!lockable}
          onClick={() => save(lockPoll(attrs))}
        >
          {t("editorBlocks.poll.lock")}
        </Button>
      </Stack>
      {!lockable && (
        <Typography variant="caption" color="text.secondary" role="note">
          {t("editorBlocks.poll.needsOptions")}
        </Typography>
      )}
    </>
  );
}

/**
 * Spec §4 poll: open (editors add, edit and remove options), locked (`Lock options and allow
 * voting`, needs more than one option; each person votes once), voted (results; the header is no
 * longer clickable). Votes live in the node's `votes`, so everyone sees them live; viewers see results.
 */
export function PollView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const attrs = parseBlockAttrs(pollAttrs, node.attrs);
  const userId = useMe().data?.id ?? "";
  const editable = editor.isEditable;
  const state = pollStateFor(attrs, userId);
  const mine = votedOption(attrs, userId);
  const save = (next: PollAttrs) => updateAttributes({ ...next });

  return (
    <NodeViewWrapper data-testid="poll-block" data-state={state} contentEditable={false}>
      <Paper variant="outlined" component="section" aria-label={t("editorBlocks.poll.label")} sx={{ p: 2, my: 1 }}>
        {editable && state === "open" ? (
          <InputBase
            fullWidth
            value={attrs.question}
            placeholder={t("editorBlocks.poll.questionPlaceholder")}
            inputProps={{ "aria-label": t("editorBlocks.poll.question") }}
            onChange={(event) => save({ ...attrs, question: event.target.value.slice(0, 1000) })}
            sx={{ fontWeight: 600, fontSize: "1.05rem", mb: 1 }}
          />
        ) : (
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {attrs.question || t("editorBlocks.poll.untitled")}
          </Typography>
        )}

        {state === "open" &&
          (editable ? (
            <PollOptionsEditor attrs={attrs} save={save} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t("editorBlocks.poll.notOpenYet")}
            </Typography>
          ))}

        {state === "locked" &&
          (editable && userId ? (
            <Stack spacing={1} role="group" aria-label={t("editorBlocks.poll.choose")}>
              {attrs.options.map((option) => (
                <Button
                  key={option.id}
                  variant="outlined"
                  sx={{ justifyContent: "flex-start", textTransform: "none" }}
                  onClick={() => save(vote(attrs, option.id, userId))}
                >
                  {option.value}
                </Button>
              ))}
            </Stack>
          ) : (
            <PollResults attrs={attrs} mine={null} />
          ))}

        {state === "voted" && <PollResults attrs={attrs} mine={mine} />}
      </Paper>
    </NodeViewWrapper>
  );
}
