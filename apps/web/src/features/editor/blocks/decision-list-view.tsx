import { type DecisionItem, decisionListAttrs, newDecision } from "@bearish/shared/editor/blocks/decision-list";
import {
  canRemoveDecision,
  editDecision,
  removeDecision,
  toggleDecision,
} from "@bearish/shared/editor/blocks/decision-rules";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import AddIcon from "@mui/icons-material/Add";
import DecidedIcon from "@mui/icons-material/CheckCircle";
import CloseIcon from "@mui/icons-material/Close";
import UndecidedIcon from "@mui/icons-material/HelpOutline";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** A new UNDECIDED decision right after `afterId` (spec §4: new decisions are UNDECIDED). */
export function insertDecisionAfter(decisions: readonly DecisionItem[], afterId: string): [DecisionItem[], string] {
  const added = newDecision();
  const index = decisions.findIndex((d) => d.id === afterId);
  const next = [...decisions];
  next.splice(index === -1 ? next.length : index + 1, 0, added);
  return [next, added.id];
}

/** Spec §3/§4 decision list: toggle DECIDED/UNDECIDED, Enter adds, remove only when more than one. */
export function DecisionListView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const { decisions } = parseBlockAttrs(decisionListAttrs, node.attrs);
  const editable = editor.isEditable;
  const listRef = useRef<HTMLUListElement>(null);
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (!focusId) return;
    const input = listRef.current?.querySelector<HTMLInputElement>(`[data-decision-id="${CSS.escape(focusId)}"]`);
    if (input) {
      input.focus();
      setFocusId(null);
    }
    // The new decision arrives with a later node update, so look again after every render.
  });

  const save = (next: DecisionItem[]) => updateAttributes({ decisions: next });
  const add = (afterId: string) => {
    const [next, id] = insertDecisionAfter(decisions, afterId);
    save(next);
    setFocusId(id);
  };
  const removable = canRemoveDecision(decisions);

  return (
    <NodeViewWrapper data-testid="decision-list-block" contentEditable={false}>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t("editorBlocks.decisionList.label")}
        sx={{ p: 1, my: 1 }}
      >
        <Stack component="ul" ref={listRef} sx={{ listStyle: "none", m: 0, p: 0 }} spacing={0.5}>
          {decisions.map((decision, index) => {
            const decided = decision.state === "DECIDED";
            const stateLabel = decided
              ? t("editorBlocks.decisionList.decided")
              : t("editorBlocks.decisionList.undecided");
            return (
              <Stack component="li" key={decision.id} direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <IconButton
                  size="small"
                  aria-pressed={decided}
                  aria-label={t("editorBlocks.decisionList.toggle", { index: index + 1, state: stateLabel })}
                  title={stateLabel}
                  disabled={!editable}
                  onClick={() => save(toggleDecision(decisions, decision.id))}
                  sx={{
                    color: decided ? "success.main" : "text.secondary",
                    "&.Mui-disabled": { color: decided ? "success.main" : "text.secondary" },
                  }}
                >
                  {decided ? <DecidedIcon fontSize="small" /> : <UndecidedIcon fontSize="small" />}
                </IconButton>
                {editable ? (
                  <InputBase
                    fullWidth
                    value={decision.content}
                    placeholder={t("editorBlocks.decisionList.placeholder")}
                    inputProps={{
                      "data-decision-id": decision.id,
                      "aria-label": t("editorBlocks.decisionList.decision", { index: index + 1 }),
                    }}
                    onChange={(event) => save(editDecision(decisions, decision.id, event.target.value.slice(0, 2000)))}
                    onKeyDown={(event) => {
                      if (event.key === "Enter" && !event.nativeEvent.isComposing) {
                        event.preventDefault();
                        add(decision.id);
                      } else if (event.key === "Backspace" && decision.content === "" && removable) {
                        event.preventDefault();
                        const previous = decisions[index - 1] ?? decisions[index + 1];
                        save(removeDecision(decisions, decision.id));
                        if (previous) setFocusId(previous.id);
                      }
                    }}
                  />
                ) : (
                  <Typography
                    sx={{
                      flex: 1,
                      textDecoration: "none",
                      color: decision.content ? "text.primary" : "text.secondary",
                    }}
                  >
                    {decision.content || t("editorBlocks.decisionList.empty")}
                  </Typography>
                )}
                {editable && removable && (
                  <IconButton
                    size="small"
                    aria-label={t("editorBlocks.decisionList.remove", { index: index + 1 })}
                    onClick={() => save(removeDecision(decisions, decision.id))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                )}
              </Stack>
            );
          })}
        </Stack>
        {editable && (
          <Box sx={{ mt: 0.5 }}>
            <Button size="small" startIcon={<AddIcon />} onClick={() => add(decisions[decisions.length - 1]?.id ?? "")}>
              {t("editorBlocks.decisionList.add")}
            </Button>
          </Box>
        )}
      </Paper>
    </NodeViewWrapper>
  );
}
