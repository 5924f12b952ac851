import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutline";
import MoreHorizIcon from "@mui/icons-material/MoreHoriz";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { Editor } from "@tiptap/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useMe } from "../../auth/hooks/use-me";
import { SharePopover } from "../../workspaces/components/share-popover";
import { useWorkspace } from "../../workspaces/hooks/use-workspaces";
import { useCommentDialog } from "../hooks/use-comment-dialog";
import { usePageCommentEvents } from "../hooks/use-page-comments";
import { usePageMenuActions, useRecordPageView } from "../hooks/use-page-menu";
import { usePageState, usePageStateEvents } from "../hooks/use-page-state";
import { useSuggestMode } from "../hooks/use-suggest-mode";
import type { PageTarget } from "../page-target";
import { AuditPanel } from "./audit-panel";
import { type CommentCompose, CommentsPanel } from "./comments-panel";
import { MovePageDialog } from "./move-page-dialog";
import { PageAnalyticsDialog } from "./page-analytics-dialog";
import { PageDetailsDialog } from "./page-details-dialog";
import { PageMenu, type PageMenuAction } from "./page-menu";
import { PageStatusBanner } from "./page-status-banner";
import { PageToolsDialog } from "./page-tools-dialog";
import { PublishDialog } from "./publish-dialog";
import { SelectionActions } from "./selection-actions";
import { SuggestionsPanel } from "./suggestions-panel";
import { VersionsPanel } from "./versions-panel";

export interface PageToolsBarProps {
  target: PageTarget;
  /** The live editor of a document or wiki page (null for whiteboards and while loading). */
  editor: Editor | null;
  title: string;
}

type Panel = "comments" | "suggestions" | "versions" | "audit";
type Dialog = "publish" | "move" | "details" | "analytics" | "tools";

/**
 * The page menu of spec §2 (lock, suggest edits, comments, copy link, publish, move to, update
 * details, audit logs, version history, analytics, share, tools, archive) and the side panels it
 * opens, the lock and archive banners, and the comment / suggest bubble on a text selection.
 * Registers the editor's /comment (the comments panel opens with a composer on the cursor's text).
 * Records one view of the page when it opens, and follows its state and comments live.
 */
export function PageToolsBar({ target, editor, title }: PageToolsBarProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const stateQuery = usePageState(target);
  const state = stateQuery.data ?? null;
  const me = useMe().data ?? null;
  const workspace = useWorkspace(target.workspaceId).data ?? null;
  const actions = usePageMenuActions(target);
  const button = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanelOnly] = useState<Panel | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [compose, setCompose] = useState<CommentCompose | null>(null);
  const [suggesting, setSuggesting] = useSuggestMode(editor, state);
  useRecordPageView(target);
  usePageCommentEvents(target);
  usePageStateEvents(target);
  useCommentDialog(editor, state !== null && state.role !== "view", (anchor) => {
    // A new object each time, so that choosing /comment again focuses the composer again.
    setCompose({ anchor });
    setPanelOnly("comments");
  });

  const failed = (error: unknown) =>
    showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) });
  const done = (message: string) => () => showSnackbar(message, { severity: "success" });
  /** Opens a panel (or closes them, null) without a /comment composer. */
  const showPanel = (next: Panel | null) => {
    setPanelOnly(next);
    setCompose(null);
  };
  const closePanel = () => showPanel(null);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${window.location.pathname}`);
      showSnackbar(t("pages.toast.linkCopied"), { severity: "success" });
    } catch {
      showSnackbar(t("pages.toast.copyFailed"), { severity: "error" });
    }
  };

  const choose = (action: PageMenuAction) => {
    setMenuOpen(false);
    if (!state) return;
    switch (action) {
      case "lock": {
        const locking = state.locked === null;
        actions.lock.mutate(locking, {
          onSuccess: done(locking ? t("pages.toast.locked") : t("pages.toast.unlocked")),
          onError: failed,
        });
        return;
      }
      case "archive": {
        const archiving = state.archivedAt === null;
        actions.archive.mutate(archiving, {
          onSuccess: done(archiving ? t("pages.toast.archived") : t("pages.toast.unarchived")),
          onError: failed,
        });
        return;
      }
      case "suggest":
        setSuggesting(!suggesting);
        if (!suggesting) showPanel("suggestions");
        return;
      case "copyLink":
        void copyLink();
        return;
      case "share":
        setShareOpen(true);
        return;
      case "comments":
      case "suggestions":
      case "versions":
      case "audit":
        showPanel(action);
        return;
      default:
        setDialog(action);
    }
  };

  const closeDialog = () => setDialog(null);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 1, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <Tooltip title={t("pages.menu.comments")}>
          <IconButton aria-label={t("pages.menu.comments")} onClick={() => showPanel("comments")} disabled={!state}>
            <ChatBubbleOutlineIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t("pages.menu.open")}>
          <IconButton
            ref={button}
            aria-label={t("pages.menu.open")}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            disabled={!state}
          >
            <MoreHorizIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {state ? (
        <>
          <PageStatusBanner
            state={state}
            meId={me?.id ?? null}
            suggesting={suggesting}
            onUnarchive={
              state.role === "edit"
                ? () => actions.archive.mutate(false, { onSuccess: done(t("pages.toast.unarchived")), onError: failed })
                : null
            }
          />
          <PageMenu
            anchorEl={menuOpen ? button.current : null}
            onClose={() => setMenuOpen(false)}
            onChoose={choose}
            target={target}
            state={state}
            hasText={editor !== null}
            suggesting={suggesting}
            meId={me?.id ?? null}
            isWorkspaceOwner={workspace?.myRole === "OWNER"}
          />
          {editor ? (
            <SelectionActions
              editor={editor}
              target={target}
              canComment={state.role !== "view"}
              suggesting={suggesting}
              onCommented={() => showPanel("comments")}
            />
          ) : null}
          <CommentsPanel
            open={panel === "comments"}
            onClose={closePanel}
            target={target}
            editor={editor}
            state={state}
            meId={me?.id ?? null}
            compose={compose}
            onComposed={() => setCompose(null)}
          />
          {editor ? (
            <SuggestionsPanel
              open={panel === "suggestions"}
              onClose={closePanel}
              target={target}
              editor={editor}
              state={state}
            />
          ) : null}
          <VersionsPanel open={panel === "versions"} onClose={closePanel} target={target} state={state} />
          <AuditPanel open={panel === "audit"} onClose={closePanel} target={target} />
          {dialog === "publish" ? (
            <PublishDialog target={target} state={state} actions={actions} onClose={closeDialog} />
          ) : null}
          {dialog === "move" ? <MovePageDialog target={target} actions={actions} onClose={closeDialog} /> : null}
          {dialog === "details" ? (
            <PageDetailsDialog target={target} title={title} state={state} actions={actions} onClose={closeDialog} />
          ) : null}
          {dialog === "analytics" ? <PageAnalyticsDialog target={target} onClose={closeDialog} /> : null}
          {dialog === "tools" && editor ? (
            <PageToolsDialog editor={editor} title={title} onClose={closeDialog} />
          ) : null}
          {workspace ? (
            <SharePopover
              anchorEl={shareOpen ? button.current : null}
              onClose={() => setShareOpen(false)}
              workspace={workspace}
            />
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
