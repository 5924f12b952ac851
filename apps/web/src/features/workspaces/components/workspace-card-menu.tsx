import type { Workspace } from "@bearish/shared/workspaces/workspace";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { useArchiveWorkspace, useDeleteWorkspace, usePinWorkspace } from "../hooks/use-workspaces";
import { SharePopover } from "./share-popover";
import { WorkspaceAnalyticsDialog } from "./workspace-analytics-dialog";
import { WorkspaceFormPopover } from "./workspace-form-popover";
import { WorkspaceToolsDialog } from "./workspace-tools-dialog";

/** The workspace's more menu: edit details, pin, share, archive, delete (each shown only when allowed). */
export function WorkspaceCardMenu({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const button = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<"edit" | "share" | "delete" | "tools" | "analytics" | null>(null);
  const pin = usePinWorkspace();
  const archive = useArchiveWorkspace();
  const remove = useDeleteWorkspace();
  const choose = (action: () => void) => () => {
    setMenuOpen(false);
    action();
  };
  const { can } = workspace;
  return (
    <>
      <IconButton
        ref={button}
        aria-label={t("workspace.menu.more", { name: workspace.name })}
        onClick={(e) => {
          e.preventDefault();
          e.stopPropagation();
          setMenuOpen(true);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={button.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        {can.edit ? <MenuItem onClick={choose(() => setPanel("edit"))}>{t("workspace.menu.edit")}</MenuItem> : null}
        <MenuItem onClick={choose(() => pin.mutate({ id: workspace.id, pinned: !workspace.isPinned }))}>
          {workspace.isPinned ? t("workspace.menu.unpin") : t("workspace.menu.pin")}
        </MenuItem>
        <MenuItem onClick={choose(() => setPanel("share"))}>{t("workspace.menu.share")}</MenuItem>
        {can.edit ? <MenuItem onClick={choose(() => setPanel("tools"))}>{t("workspace.menu.tools")}</MenuItem> : null}
        <MenuItem onClick={choose(() => setPanel("analytics"))}>{t("workspace.menu.analytics")}</MenuItem>
        {can.archive ? (
          <MenuItem onClick={choose(() => archive.mutate({ id: workspace.id, archived: !workspace.isArchived }))}>
            {workspace.isArchived ? t("workspace.menu.unarchive") : t("workspace.menu.archive")}
          </MenuItem>
        ) : null}
        {can.delete ? (
          <MenuItem onClick={choose(() => setPanel("delete"))} sx={{ color: "error.main" }}>
            {t("workspace.menu.delete")}
          </MenuItem>
        ) : null}
      </Menu>
      <WorkspaceFormPopover
        anchorEl={panel === "edit" ? button.current : null}
        onClose={() => setPanel(null)}
        workspace={workspace}
      />
      <SharePopover
        anchorEl={panel === "share" ? button.current : null}
        onClose={() => setPanel(null)}
        workspace={workspace}
      />
      {can.edit ? (
        <WorkspaceToolsDialog open={panel === "tools"} onClose={() => setPanel(null)} workspace={workspace} />
      ) : null}
      <WorkspaceAnalyticsDialog
        open={panel === "analytics"}
        onClose={() => setPanel(null)}
        workspaceId={workspace.id}
      />
      <ConfirmDialog
        open={panel === "delete"}
        title={t("workspace.delete.title")}
        text={t("workspace.delete.text", { name: workspace.name })}
        confirmLabel={t("workspace.menu.delete")}
        busy={remove.isPending}
        onClose={() => setPanel(null)}
        onConfirm={() =>
          remove.mutate(workspace.id, {
            onSuccess: () => {
              setPanel(null);
              navigate(to("/workspace"));
            },
          })
        }
      />
    </>
  );
}
