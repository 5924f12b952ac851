import AddIcon from "@mui/icons-material/Add";
import PersonAddAltIcon from "@mui/icons-material/PersonAddAlt";
import Alert from "@mui/material/Alert";
import AvatarGroup from "@mui/material/AvatarGroup";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, Link as RouterLink, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf, HttpError } from "../../../lib/http";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { AddItemCard } from "../components/add-item-card";
import { ItemsMenu } from "../components/items-menu";
import { RecentActivity } from "../components/recent-activity";
import { SharePopover } from "../components/share-popover";
import { WorkspaceCardMenu } from "../components/workspace-card-menu";
import { WorkspaceItemsOverview } from "../components/workspace-items-overview";
import { useAddItemShortcut } from "../hooks/use-add-item-shortcut";
import { useWorkspaceEvents } from "../hooks/use-workspace-realtime";
import { useWorkspace } from "../hooks/use-workspaces";
import { workspacePath } from "../workspace-paths";

/** `/{locale}/workspace/{source}/{workspaceId}`: the workspace's header, items and the open item below. */
export function WorkspacePage() {
  const { workspaceId = "" } = useParams();
  const { t } = useTranslation();
  const to = useLocalePath();
  const workspace = useWorkspace(workspaceId);
  useWorkspaceEvents(workspaceId);
  const shareButton = useRef<HTMLButtonElement>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const canEdit = workspace.data?.can.edit ?? false;
  const openAdd = useCallback(() => setAddOpen(true), []);
  useAddItemShortcut(openAdd, canEdit);

  if (workspace.isPending) return <Skeleton variant="rounded" height={160} />;
  if (workspace.isError) {
    const missing = workspace.error instanceof HttpError && workspace.error.status === 404;
    return (
      <Alert
        severity={missing ? "info" : "error"}
        action={
          <Button component={RouterLink} to={to("/workspace")} color="inherit">
            {t("workspace.backToList")}
          </Button>
        }
      >
        {missing ? t("workspace.notFound") : (errorMessageOf(workspace.error) ?? t("workspace.list.failed"))}
      </Alert>
    );
  }
  const w = workspace.data;
  const base = to(workspacePath(w));
  return (
    <Box>
      {w.appearance.coverImage ? (
        <Box
          component="img"
          src={w.appearance.coverImage}
          alt={t("workspace.coverAlt", { name: w.name })}
          sx={{ width: "100%", height: 140, objectFit: "cover", borderRadius: 2, mb: 2 }}
        />
      ) : null}
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, flexWrap: "wrap", mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h1">
            <Box component={RouterLink} to={base} sx={{ color: "inherit", textDecoration: "none" }}>
              {w.name}
            </Box>
          </Typography>
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", mt: 0.75, flexWrap: "wrap" }}>
            <Chip size="small" label={t(`workspace.access.${w.permissions}`)} />
            {w.isArchived ? <Chip size="small" color="warning" label={t("workspace.list.archived")} /> : null}
            {w.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Box>
        </Box>
        <AvatarGroup
          max={4}
          total={w.memberCount}
          sx={{ "& .MuiAvatar-root": { width: 32, height: 32, fontSize: 13 } }}
        >
          {w.members.slice(0, 4).map((m) => (
            <UserAvatar
              key={m.memberId}
              avatar={m.avatar}
              fallback={m.avatar_fallBack}
              name={`${m.firstName} ${m.lastName}`}
              size={32}
            />
          ))}
        </AvatarGroup>
        <ItemsMenu workspaceId={w.id} workspaceBase={base} />
        {canEdit ? (
          <Tooltip title={t("workspace.addItem.shortcut")} describeChild>
            <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd} aria-keyshortcuts="Control+O Meta+O">
              {t("workspace.addItem.open")}
            </Button>
          </Tooltip>
        ) : null}
        <Button
          ref={shareButton}
          variant="outlined"
          startIcon={<PersonAddAltIcon />}
          onClick={() => setShareOpen(true)}
        >
          {t("workspace.menu.share")}
        </Button>
        <WorkspaceCardMenu workspace={w} />
      </Box>
      <SharePopover
        anchorEl={shareOpen ? shareButton.current : null}
        onClose={() => setShareOpen(false)}
        workspace={w}
      />
      {canEdit ? (
        <AddItemCard open={addOpen} onClose={() => setAddOpen(false)} workspaceId={w.id} workspaceBase={base} />
      ) : null}
      <Outlet context={w} />
    </Box>
  );
}

/** The workspace's own page when no item is open: description, owner, its items by type and recent activity. */
export function WorkspaceOverview() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { workspaceId = "" } = useParams();
  const { data: w } = useWorkspace(workspaceId);
  if (!w) return null;
  const owner = `${w.owner.firstName} ${w.owner.lastName}`;
  return (
    <Box>
      <Typography color={w.description ? "text.primary" : "text.secondary"} sx={{ whiteSpace: "pre-wrap", mb: 1 }}>
        {w.description || t("workspace.noDescription")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t("workspace.ownedBy", { name: owner })}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          alignItems: "start",
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(280px, 1fr)" },
        }}
      >
        <WorkspaceItemsOverview workspaceId={w.id} workspaceBase={to(workspacePath(w))} canEdit={w.can.edit} />
        <RecentActivity workspaceId={w.id} />
      </Box>
    </Box>
  );
}
