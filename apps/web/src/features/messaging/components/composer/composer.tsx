import type { Participant } from "@bearish/shared/messaging/conversation";
import { MESSAGE_ERRORS, MESSAGE_FILES_MAX } from "@bearish/shared/messaging/message";
import ArrowDropDownRounded from "@mui/icons-material/ArrowDropDownRounded";
import ScheduleSendOutlined from "@mui/icons-material/ScheduleSendOutlined";
import SendRounded from "@mui/icons-material/SendRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonGroup from "@mui/material/ButtonGroup";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import { EditorContent } from "@tiptap/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../../lib/snackbar";
import type { TypingPublisher } from "../../../typing/hooks/use-publish-typing";
import { useMessageActions, useScheduledMessages } from "../../hooks/use-message-actions";
import { useMessageCenterSettings } from "../../hooks/use-message-center-settings";
import type { ConversationRef } from "../../hooks/use-messages";
import { type OutgoingMessage, useSendMessage } from "../../hooks/use-send-message";
import { PollComposerDialog, type PollDraft } from "../poll/poll-composer-dialog";
import { AttachmentChips, type ComposerMode, ComposerModeBar, NEW_MESSAGE, type PickedFile } from "./composer-context";
import { ComposerToolbar } from "./composer-toolbar";
import { MentionMenu } from "./mention-menu";
import { ScheduleDialog } from "./schedule-dialog";
import { mentionsOf, useComposerEditor } from "./use-composer-editor";

interface ComposerProps {
  conversation: ConversationRef;
  /** The other members, offered as mentions. */
  people: Participant[];
  mode: ComposerMode;
  onModeChange: (mode: ComposerMode) => void;
  /** A blocked conversation takes no messages. */
  disabled: boolean;
  typing: TypingPublisher;
  /** A message went out (or was saved): the list scrolls to the bottom. */
  onSent: () => void;
}

/**
 * The message composer (spec §2, §4, §5): rich text with mentions, Enter to send (or Ctrl/Cmd+Enter,
 * by the person's setting), files, polls and scheduled sends; edit and reply modes exclude each other.
 * An empty message is not sent: the focus goes back to the editor.
 */
export function Composer({ conversation, people, mode, onModeChange, disabled, typing, onSent }: ComposerProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { settings } = useMessageCenterSettings();
  const { send } = useSendMessage(conversation);
  const { edit } = useMessageActions(conversation);
  const { schedule } = useScheduledMessages(conversation, false);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [pollOpen, setPollOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [sendMenu, setSendMenu] = useState<HTMLElement | null>(null);
  const listId = useId();
  const [editorBox, setEditorBox] = useState<HTMLElement | null>(null);
  const editing = mode.kind === "edit";

  const reset = () => {
    editor?.commands.clearContent(true);
    setFiles([]);
    typing.stopped();
    onModeChange(NEW_MESSAGE);
  };

  /** The editor's message, or null (focus back in the editor) when there is nothing to send. */
  const compose = (): OutgoingMessage | null => {
    if (!editor) return null;
    const hasText = editor.getText().trim() !== "";
    if (!hasText && (editing || files.length === 0)) {
      editor.commands.focus();
      return null;
    }
    return {
      content: hasText ? editor.getHTML() : "",
      mentions: mentionsOf(editor),
      replyTo: mode.kind === "reply" ? mode.message : null,
      files: files.flatMap((picked) => ("file" in picked ? [picked.file] : [])),
      uploads: files.flatMap((picked) =>
        "cloud" in picked
          ? [
              {
                uploadId: picked.cloud.uploadId,
                name: picked.cloud.name,
                contentType: picked.cloud.contentType,
                size: picked.cloud.size,
              },
            ]
          : [],
      ),
    };
  };

  const submit = () => {
    if (disabled) return;
    const outgoing = compose();
    if (!outgoing) return;
    if (mode.kind === "edit") {
      edit.mutate(
        { message: mode.message, content: outgoing.content, mentions: outgoing.mentions },
        { onSuccess: reset },
      );
      return;
    }
    void send(outgoing);
    reset();
    onSent();
  };

  const { editor, menu } = useComposerEditor({
    people,
    placeholder: t("messagingConversation.composer.placeholder"),
    label: t("messagingConversation.composer.label"),
    keys: {
      enterToSend: settings.enterToSend,
      onSubmit: submit,
      onEscape: () => {
        if (mode.kind !== "edit") return false;
        reset();
        return true;
      },
      onChange: () => {
        if (editor && !editor.isEmpty) typing.typing();
      },
    },
  });

  // Entering edit mode loads the message; leaving it (cancel, or a reply instead) empties the editor.
  const editedId = mode.kind === "edit" ? mode.message.id : null;
  // Only the edited message's id decides: the cached copy may change (a reaction) mid-edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the edited message's id on purpose
  useEffect(() => {
    if (!editor) return;
    if (editedId !== null && mode.kind === "edit") {
      editor.commands.setContent(mode.message.content);
      editor.commands.focus("end");
      setFiles([]);
      return () => {
        editor.commands.clearContent(true);
      };
    }
  }, [editor, editedId]);

  const replyId = mode.kind === "reply" ? mode.message.id : null;
  useEffect(() => {
    if (replyId) editor?.commands.focus();
  }, [editor, replyId]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const addFiles = (picked: File[]) => addPicked(picked.map((file) => ({ key: crypto.randomUUID(), file })));

  const addPicked = (picked: PickedFile[]) => {
    const next = [...files, ...picked];
    if (next.length > MESSAGE_FILES_MAX) {
      showSnackbar(t("messagingConversation.composer.tooManyFiles", { max: MESSAGE_FILES_MAX }), {
        severity: "warning",
      });
    }
    setFiles(next.slice(0, MESSAGE_FILES_MAX));
    editor?.commands.focus();
  };

  const sendPoll = (poll: PollDraft) => {
    setPollOpen(false);
    void send({ content: "", mentions: [], replyTo: null, files: [], poll });
    onSent();
  };

  const scheduleAt = async (at: Date) => {
    const outgoing = compose();
    if (!outgoing) throw new Error(MESSAGE_ERRORS.empty);
    await schedule.mutateAsync({ outgoing, at });
    reset();
    showSnackbar(t("messagingConversation.schedule.done"), { severity: "success" });
  };

  if (!editor) return null;
  return (
    <Box sx={{ px: 2, pb: 2, pt: 1 }}>
      <Paper
        variant="outlined"
        sx={{ p: 1, display: "flex", flexDirection: "column", gap: 1, opacity: disabled ? 0.6 : 1 }}
      >
        <ComposerModeBar mode={mode} onCancel={reset} />
        <AttachmentChips files={files} onRemove={(key) => setFiles(files.filter((picked) => picked.key !== key))} />
        <Box
          ref={setEditorBox}
          sx={{
            maxHeight: 240,
            overflowY: "auto",
            px: 1,
            "& .tiptap": { outline: "none", minHeight: 24, typography: "body2" },
            "& .tiptap p": { m: 0 },
            "& .tiptap ul, & .tiptap ol": { my: 0.5, pl: 3 },
            "& .tiptap span[data-type='mention']": { color: "primary.main", fontWeight: 600 },
            "& .tiptap p.is-editor-empty:first-of-type::before": {
              content: "attr(data-placeholder)",
              float: "left",
              height: 0,
              color: "text.disabled",
              pointerEvents: "none",
            },
          }}
        >
          <EditorContent editor={editor} aria-controls={menu ? listId : undefined} />
        </Box>
        <MentionMenu menu={menu} listId={listId} fallbackAnchor={editorBox} />
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ComposerToolbar
              editor={editor}
              disabled={disabled}
              allowAttachments={!editing}
              onFiles={addFiles}
              onCloudFiles={(picked) => addPicked(picked.map((cloud) => ({ key: crypto.randomUUID(), cloud })))}
              onPoll={() => setPollOpen(true)}
            />
          </Box>
          {editing ? (
            <>
              <Button onClick={reset}>{t("messagingConversation.composer.cancel")}</Button>
              <Button variant="contained" onClick={submit} disabled={disabled || edit.isPending}>
                {t("messagingConversation.composer.save")}
              </Button>
            </>
          ) : (
            <ButtonGroup variant="contained" disabled={disabled} aria-label={t("messagingConversation.composer.send")}>
              <Button
                onClick={submit}
                endIcon={
                  <SendRounded sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }} />
                }
              >
                {t("messagingConversation.composer.send")}
              </Button>
              <Button
                size="small"
                aria-label={t("messagingConversation.composer.sendOptions")}
                aria-haspopup="menu"
                onClick={(event) => setSendMenu(event.currentTarget)}
              >
                <ArrowDropDownRounded />
              </Button>
            </ButtonGroup>
          )}
        </Box>
      </Paper>
      <Menu anchorEl={sendMenu} open={sendMenu !== null} onClose={() => setSendMenu(null)}>
        <MenuItem
          onClick={() => {
            setSendMenu(null);
            setScheduleOpen(true);
          }}
        >
          <ListItemIcon>
            <ScheduleSendOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("messagingConversation.composer.schedule")}</ListItemText>
        </MenuItem>
      </Menu>
      {scheduleOpen ? (
        <ScheduleDialog
          open
          title={t("messagingConversation.schedule.title")}
          confirmLabel={t("messagingConversation.schedule.confirm")}
          onClose={() => setScheduleOpen(false)}
          onConfirm={scheduleAt}
        />
      ) : null}
      <PollComposerDialog open={pollOpen} onClose={() => setPollOpen(false)} onSubmit={sendPoll} />
    </Box>
  );
}
