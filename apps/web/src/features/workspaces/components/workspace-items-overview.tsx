import type { ItemType } from "@bearish/shared/workspaces/workspace-items";
import ArticleOutlinedIcon from "@mui/icons-material/ArticleOutlined";
import ChecklistIcon from "@mui/icons-material/Checklist";
import DashboardOutlinedIcon from "@mui/icons-material/DashboardOutlined";
import DrawOutlinedIcon from "@mui/icons-material/DrawOutlined";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import MenuBookOutlinedIcon from "@mui/icons-material/MenuBookOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { useWorkspaceItems } from "../hooks/use-items";
import { type ItemEntry, itemEntries, itemPath } from "../item-paths";
import { ItemRowMenu } from "./item-row-menu";

/** The order the overview shows its groups in. */
const GROUPS: ItemType[] = ["Board", "List", "Checklist", "Document", "Wiki", "Whiteboard"];

const ICONS: Record<ItemType, ReactNode> = {
  Board: <DashboardOutlinedIcon fontSize="small" />,
  List: <FormatListBulletedIcon fontSize="small" />,
  Checklist: <ChecklistIcon fontSize="small" />,
  Document: <ArticleOutlinedIcon fontSize="small" />,
  Wiki: <MenuBookOutlinedIcon fontSize="small" />,
  Whiteboard: <DrawOutlinedIcon fontSize="small" />,
};

interface ItemGroupProps {
  type: ItemType;
  entries: ItemEntry[];
  workspaceId: string;
  workspaceBase: string;
  canEdit: boolean;
}

function ItemGroup({ type, entries, workspaceId, workspaceBase, canEdit }: ItemGroupProps) {
  const { t } = useTranslation();
  const id = `workspace-group-${type}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} variant="subtitle2" sx={{ px: 0.5 }}>
        {t(`workspace.overview.groups.${type}`)} ({entries.length})
      </Typography>
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem
            key={entry.id}
            disablePadding
            secondaryAction={canEdit ? <ItemRowMenu workspaceId={workspaceId} entry={entry} /> : null}
          >
            <ListItemButton
              component={RouterLink}
              to={itemPath(workspaceBase, entry.type, entry.id)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>{ICONS[entry.type]}</ListItemIcon>
              <ListItemText
                primary={entry.name}
                secondary={
                  entry.type === "Wiki" ? t("workspace.overview.pageCount", { count: entry.pages.length }) : null
                }
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** The workspace's items grouped by type, each linking to its page; an empty state when there are none. */
export function WorkspaceItemsOverview({
  workspaceId,
  workspaceBase,
  canEdit,
}: {
  workspaceId: string;
  workspaceBase: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const items = useWorkspaceItems(workspaceId);
  if (items.isPending) return <Skeleton variant="rounded" height={120} />;
  if (items.isError)
    return <Alert severity="error">{errorMessageOf(items.error) ?? t("workspace.items.failed")}</Alert>;
  const entries = itemEntries(items.data);
  if (entries.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: "center", borderStyle: "dashed" }}>
        <Typography color="text.secondary">
          {canEdit ? t("workspace.overview.emptyEditor") : t("workspace.overview.emptyReader")}
        </Typography>
      </Paper>
    );
  }
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        alignItems: "start",
        gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
      }}
      aria-label={t("workspace.overview.items")}
      role="region"
    >
      {GROUPS.map((type) => {
        const group = entries.filter((e) => e.type === type);
        return group.length > 0 ? (
          <ItemGroup
            key={type}
            type={type}
            entries={group}
            workspaceId={workspaceId}
            workspaceBase={workspaceBase}
            canEdit={canEdit}
          />
        ) : null;
      })}
    </Box>
  );
}
