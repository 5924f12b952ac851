import type { PageState } from "@bearish/shared/pages/page-state";
import ArchiveOutlinedIcon from "@mui/icons-material/ArchiveOutlined";
import BarChartIcon from "@mui/icons-material/BarChart";
import BuildOutlinedIcon from "@mui/icons-material/BuildOutlined";
import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutline";
import DriveFileMoveOutlinedIcon from "@mui/icons-material/DriveFileMoveOutlined";
import EditNoteIcon from "@mui/icons-material/EditNote";
import HistoryIcon from "@mui/icons-material/History";
import LinkIcon from "@mui/icons-material/Link";
import LockOpenOutlinedIcon from "@mui/icons-material/LockOpenOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import ManageSearchIcon from "@mui/icons-material/ManageSearch";
import PersonAddAltOutlinedIcon from "@mui/icons-material/PersonAddAltOutlined";
import PublicIcon from "@mui/icons-material/Public";
import RateReviewOutlinedIcon from "@mui/icons-material/RateReviewOutlined";
import TuneIcon from "@mui/icons-material/Tune";
import UnarchiveOutlinedIcon from "@mui/icons-material/UnarchiveOutlined";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PageTarget } from "../page-target";
import { personName } from "./person-name";

export type PageMenuAction =
  | "lock"
  | "suggest"
  | "suggestions"
  | "comments"
  | "copyLink"
  | "publish"
  | "move"
  | "details"
  | "audit"
  | "versions"
  | "analytics"
  | "share"
  | "tools"
  | "archive";

interface Entry {
  action: PageMenuAction;
  label: string;
  icon: ReactNode;
  /** Why the caller cannot use it (shown under the label), or null when they can. */
  disabledReason: string | null;
}

export interface PageMenuProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onChoose: (action: PageMenuAction) => void;
  target: PageTarget;
  state: PageState;
  /** The page holds text (an editor is open): entries that need text are hidden otherwise. */
  hasText: boolean;
  suggesting: boolean;
  /** The signed-in person's id and whether they own the workspace (who may unlock). */
  meId: string | null;
  isWorkspaceOwner: boolean;
}

/**
 * The page menu of spec §2, in the spec's order. Translate is not offered (it needs an outside
 * service). Entries the caller's role cannot use stay visible, disabled, with the reason.
 */
export function PageMenu(props: PageMenuProps) {
  const { t } = useTranslation();
  const { state, target, hasText } = props;
  const isEditor = state.role === "edit";
  const canComment = state.role !== "view";
  const archived = state.archivedAt !== null;
  const editorsOnly = isEditor ? null : t("pages.menu.reason.editorsOnly");
  const editorsOnlyNotArchived = editorsOnly ?? (archived ? t("pages.menu.reason.archived") : null);
  const lockedBy = state.locked?.by ?? null;
  const mayUnlock = lockedBy === null || lockedBy.id === props.meId || props.isWorkspaceOwner;

  const entries: (Entry | null)[] = [
    state.locked
      ? {
          action: "lock",
          label: t("pages.menu.unlock"),
          icon: <LockOpenOutlinedIcon fontSize="small" />,
          disabledReason:
            editorsOnly ??
            (mayUnlock
              ? null
              : t("pages.menu.reason.lockedByOther", { name: personName(lockedBy, t("pages.someone")) })),
        }
      : {
          action: "lock",
          label: t("pages.menu.lock"),
          icon: <LockOutlinedIcon fontSize="small" />,
          disabledReason: editorsOnlyNotArchived,
        },
    hasText
      ? {
          action: "suggest",
          label: props.suggesting ? t("pages.menu.stopSuggesting") : t("pages.menu.suggestEdits"),
          icon: <RateReviewOutlinedIcon fontSize="small" />,
          disabledReason: canComment ? null : t("pages.menu.reason.commentersOnly"),
        }
      : null,
    hasText
      ? {
          action: "suggestions",
          label: t("pages.menu.suggestions"),
          icon: <EditNoteIcon fontSize="small" />,
          disabledReason: null,
        }
      : null,
    {
      action: "comments",
      label: t("pages.menu.comments"),
      icon: <ChatBubbleOutlineIcon fontSize="small" />,
      disabledReason: null,
    },
    { action: "copyLink", label: t("pages.menu.copyLink"), icon: <LinkIcon fontSize="small" />, disabledReason: null },
    target.kind !== "whiteboard"
      ? {
          action: "publish",
          label: t("pages.menu.publish"),
          icon: <PublicIcon fontSize="small" />,
          disabledReason: editorsOnlyNotArchived,
        }
      : null,
    target.kind === "wiki_page"
      ? {
          action: "move",
          label: t("pages.menu.moveTo"),
          icon: <DriveFileMoveOutlinedIcon fontSize="small" />,
          disabledReason: editorsOnlyNotArchived,
        }
      : null,
    {
      action: "details",
      label: t("pages.menu.updateDetails"),
      icon: <TuneIcon fontSize="small" />,
      disabledReason: editorsOnlyNotArchived,
    },
    {
      action: "audit",
      label: t("pages.menu.auditLogs"),
      icon: <ManageSearchIcon fontSize="small" />,
      disabledReason: null,
    },
    {
      action: "versions",
      label: t("pages.menu.versionHistory"),
      icon: <HistoryIcon fontSize="small" />,
      disabledReason: null,
    },
    {
      action: "analytics",
      label: t("pages.menu.analytics"),
      icon: <BarChartIcon fontSize="small" />,
      disabledReason: null,
    },
    {
      action: "share",
      label: t("pages.menu.share"),
      icon: <PersonAddAltOutlinedIcon fontSize="small" />,
      disabledReason: null,
    },
    hasText
      ? {
          action: "tools",
          label: t("pages.menu.tools"),
          icon: <BuildOutlinedIcon fontSize="small" />,
          disabledReason: null,
        }
      : null,
    archived
      ? {
          action: "archive",
          label: t("pages.menu.unarchive"),
          icon: <UnarchiveOutlinedIcon fontSize="small" />,
          disabledReason: editorsOnly,
        }
      : {
          action: "archive",
          label: t("pages.menu.archive"),
          icon: <ArchiveOutlinedIcon fontSize="small" />,
          disabledReason: editorsOnly,
        },
  ];

  return (
    <Menu
      anchorEl={props.anchorEl}
      open={props.anchorEl !== null}
      onClose={props.onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ list: { "aria-label": t("pages.menu.open"), dense: true } }}
    >
      {entries
        .filter((entry): entry is Entry => entry !== null)
        .map((entry) => (
          <MenuItem
            key={entry.action}
            disabled={entry.disabledReason !== null}
            onClick={() => props.onChoose(entry.action)}
          >
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText
              primary={entry.label}
              secondary={entry.disabledReason}
              slotProps={{ secondary: { sx: { whiteSpace: "normal", maxWidth: 260 } } }}
            />
          </MenuItem>
        ))}
    </Menu>
  );
}
