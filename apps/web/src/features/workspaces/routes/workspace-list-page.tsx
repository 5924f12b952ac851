import type { Workspace } from "@bearish/shared/workspaces/workspace";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { PageHeading } from "../../../lib/ui/page-heading";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { WorkspaceCardMenu } from "../components/workspace-card-menu";
import { useArchivedWorkspaces, useArchiveWorkspace, useWorkspaceList } from "../hooks/use-workspaces";
import { pinnedFirst, workspacePath } from "../workspace-paths";

/** `/{locale}/workspace`: every workspace one may see, and the archived ones on their own tab. */
export function WorkspaceListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<"active" | "archived">("active");
  const active = useWorkspaceList();
  const archived = useArchivedWorkspaces();
  const query = tab === "active" ? active : archived;
  return (
    <Box>
      <PageHeading title={t("workspace.list.title")} />
      <Tabs value={tab} onChange={(_e, value: "active" | "archived") => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="active" label={t("workspace.list.all")} />
        <Tab value="archived" label={t("workspace.list.archived")} />
      </Tabs>
      {query.isPending ? (
        Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
        ))
      ) : query.isError ? (
        <Alert severity="error">{errorMessageOf(query.error) ?? t("workspace.list.failed")}</Alert>
      ) : query.data.length === 0 ? (
        <Typography color="text.secondary">
          {tab === "active" ? t("workspace.list.empty") : t("workspace.list.noArchived")}
        </Typography>
      ) : (
        <List aria-label={tab === "active" ? t("workspace.list.all") : t("workspace.list.archived")}>
          {pinnedFirst(query.data).map((w) => (
            <WorkspaceRow key={w.id} workspace={w} />
          ))}
        </List>
      )}
    </Box>
  );
}

function WorkspaceRow({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const unarchive = useArchiveWorkspace();
  const owner = workspace.owner;
  const ownerName = `${owner.firstName} ${owner.lastName}`;
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          {workspace.isArchived && workspace.can.archive ? (
            <Button size="small" onClick={() => unarchive.mutate({ id: workspace.id, archived: false })}>
              {t("workspace.menu.unarchive")}
            </Button>
          ) : null}
          <WorkspaceCardMenu workspace={workspace} />
        </Box>
      }
      sx={{ mb: 1, border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <ListItemButton component={RouterLink} to={to(workspacePath(workspace))} sx={{ gap: 2, pe: 16 }}>
        <Avatar
          variant="rounded"
          src={workspace.appearance.coverImage ?? undefined}
          alt=""
          sx={{ width: 56, height: 40, bgcolor: "primary.main" }}
        >
          {workspace.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {workspace.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t("workspace.source.BEARISH")}
            {workspace.isPinned ? ` · ${t("workspace.pinned")}` : ""}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: "none", sm: "flex" }, alignItems: "center", gap: 1 }}>
          <UserAvatar avatar={owner.avatar} fallback={owner.avatar_fallBack} name={ownerName} size={24} />
          <Typography variant="body2" noWrap>
            {ownerName}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
