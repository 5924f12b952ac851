import { MY_DRIVE_ID, OWN_CLOUD } from "@bearish/shared/cloud-storage/cloud-paths";
import AddIcon from "@mui/icons-material/Add";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import CloudOutlinedIcon from "@mui/icons-material/CloudOutlined";
import PushPinIcon from "@mui/icons-material/PushPin";
import SearchIcon from "@mui/icons-material/Search";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Slide from "@mui/material/Slide";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { useWorkspaceList } from "../hooks/use-workspaces";
import { filterWorkspacesByName, pinnedFirst, RAIL_PAGE_SIZE, workspacePath } from "../workspace-paths";
import { WorkspaceFormPopover } from "./workspace-form-popover";

/** The Cloud group: the product's own drive, then the outside clouds (their pages say they are not connected yet). */
const CLOUD_ENTRIES = [
  { key: "bearish", cloud: "bearish" },
  { key: "box", cloud: "box" },
  { key: "oneDrive", cloud: "one-drive" },
  { key: "googleDrive", cloud: "google-drive" },
] as const;

/** The left rail of the workspace area: All, search, add, the Spaces (6 per page) and the Cloud group. */
export function WorkspaceRail() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const me = useCurrentUser();
  const { workspaceId } = useParams();
  const { data, isPending } = useWorkspaceList();
  const [searchOpen, setSearchOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const [direction, setDirection] = useState<"left" | "right">("left");
  const addButton = useRef<HTMLButtonElement>(null);
  const [createOpen, setCreateOpen] = useState(false);

  const spaces = useMemo(() => filterWorkspacesByName(pinnedFirst(data ?? []), query), [data, query]);
  const pageCount = Math.max(1, Math.ceil(spaces.length / RAIL_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const shown = spaces.slice(current * RAIL_PAGE_SIZE, (current + 1) * RAIL_PAGE_SIZE);
  const go = (delta: number) => {
    setDirection(delta > 0 ? "left" : "right");
    setPage(current + delta);
  };
  const canCreate = me.role !== "GUEST" && me.role !== "AUDITOR";

  return (
    <Box component="nav" aria-label={t("workspace.rail.label")} sx={{ width: { md: 248 }, flexShrink: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, mb: 1 }}>
        <Typography
          component={RouterLink}
          to={to("/workspace")}
          variant="subtitle2"
          sx={{ flex: 1, color: "text.primary", textDecoration: "none", fontWeight: 700 }}
        >
          {t("workspace.rail.all")}
        </Typography>
        <IconButton
          size="small"
          aria-label={t("workspace.rail.search")}
          aria-pressed={searchOpen}
          onClick={() => {
            setSearchOpen((open) => !open);
            setQuery("");
          }}
        >
          <SearchIcon fontSize="small" />
        </IconButton>
        {canCreate ? (
          <IconButton
            ref={addButton}
            size="small"
            aria-label={t("workspace.rail.add")}
            onClick={() => setCreateOpen(true)}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {searchOpen ? (
        <TextField
          autoFocus
          size="small"
          fullWidth
          placeholder={t("workspace.rail.searchPlaceholder")}
          slotProps={{ htmlInput: { "aria-label": t("workspace.rail.searchPlaceholder") } }}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(0);
          }}
          sx={{ mb: 1 }}
        />
      ) : null}
      <Box sx={{ display: "flex", alignItems: "center" }}>
        <Typography variant="overline" color="text.secondary" sx={{ flex: 1 }}>
          {t("workspace.rail.spaces")}
        </Typography>
        <IconButton
          size="small"
          aria-label={t("workspace.rail.previous")}
          disabled={current === 0}
          onClick={() => go(-1)}
        >
          <ChevronLeftIcon
            fontSize="small"
            sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }}
          />
        </IconButton>
        <Typography variant="caption" color="text.secondary" aria-live="polite">
          {t("workspace.rail.page", { page: current + 1, count: pageCount })}
        </Typography>
        <IconButton
          size="small"
          aria-label={t("workspace.rail.next")}
          disabled={current >= pageCount - 1}
          onClick={() => go(1)}
        >
          <ChevronRightIcon
            fontSize="small"
            sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }}
          />
        </IconButton>
      </Box>
      <Box sx={{ overflow: "hidden", minHeight: 6 * 44 }}>
        {isPending ? (
          <List dense aria-busy="true">
            {Array.from({ length: RAIL_PAGE_SIZE }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} variant="rounded" height={36} sx={{ my: 0.5 }} />
            ))}
          </List>
        ) : (
          <Slide key={`${current}-${query}`} in direction={direction} appear timeout={220}>
            <List dense data-testid="rail-spaces">
              {shown.map((w) => (
                <ListItemButton
                  key={w.id}
                  component={RouterLink}
                  to={to(workspacePath(w))}
                  selected={w.id === workspaceId}
                  sx={{ borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Avatar
                      variant="rounded"
                      src={w.appearance.coverImage ?? undefined}
                      alt=""
                      sx={{ width: 24, height: 24, fontSize: 12, bgcolor: "primary.main" }}
                    >
                      {w.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                  </ListItemIcon>
                  <ListItemText primary={w.name} slotProps={{ primary: { noWrap: true } }} />
                  {w.isPinned ? (
                    <PushPinIcon fontSize="inherit" color="action" aria-label={t("workspace.pinned")} />
                  ) : null}
                </ListItemButton>
              ))}
              {shown.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                  {query ? t("workspace.rail.noMatch") : t("workspace.rail.empty")}
                </Typography>
              ) : null}
            </List>
          </Slide>
        )}
      </Box>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t("workspace.rail.cloud")}
      </Typography>
      <List dense>
        {CLOUD_ENTRIES.map(({ key, cloud }) => (
          <ListItemButton
            key={key}
            component={RouterLink}
            to={to(`/cloud-storage/${cloud}/${MY_DRIVE_ID}`)}
            sx={{ borderRadius: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CloudOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t(`workspace.cloud.${key}`)}
              secondary={cloud === OWN_CLOUD ? undefined : t("cloudStorage.notConnected.short")}
            />
          </ListItemButton>
        ))}
      </List>
      <WorkspaceFormPopover anchorEl={createOpen ? addButton.current : null} onClose={() => setCreateOpen(false)} />
    </Box>
  );
}
