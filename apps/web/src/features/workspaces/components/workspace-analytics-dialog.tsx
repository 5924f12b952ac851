import { ITEM_TYPES } from "@bearish/shared/workspaces/workspace-items";
import { WORKSPACE_MEMBER_ROLES } from "@bearish/shared/workspaces/workspace-rules";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useWorkspaceAnalytics } from "../hooks/use-workspace-settings";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The server's figures for a workspace: members, items, wiki pages and changes over 30 days. */
export function WorkspaceAnalyticsDialog({
  open,
  onClose,
  workspaceId,
}: {
  open: boolean;
  onClose: () => void;
  workspaceId: string;
}) {
  const { t } = useTranslation();
  const query = useWorkspaceAnalytics(workspaceId, open);
  const data = query.data;
  const peak = data ? Math.max(1, ...data.activity.perDay.map((d) => d.count)) : 1;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("workspace.analytics.title")}</DialogTitle>
      <DialogContent>
        {query.isPending ? <Skeleton variant="rounded" height={200} /> : null}
        {query.isError ? <Alert severity="error">{errorMessageOf(query.error)}</Alert> : null}
        {data ? (
          <Stack spacing={2}>
            <Typography variant="subtitle2">
              {t("workspace.analytics.members", { count: data.members.total })}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 2 }}>
              {WORKSPACE_MEMBER_ROLES.map((role) => (
                <Figure key={role} label={t(`workspace.roles.${role}`)} value={data.members.byRole[role]} />
              ))}
            </Stack>
            <Typography variant="subtitle2">{t("workspace.analytics.items", { count: data.items.total })}</Typography>
            <Stack direction="row" sx={{ flexWrap: "wrap", gap: 2 }}>
              {ITEM_TYPES.map((type) => (
                <Figure key={type} label={t(`workspace.itemTypes.${type}`)} value={data.items.byType[type]} />
              ))}
              <Figure label={t("workspace.items.pages")} value={data.items.wikiPages} />
            </Stack>
            <Typography variant="subtitle2">
              {t("workspace.analytics.changes", { count: data.activity.total })}
            </Typography>
            <Box
              role="img"
              aria-label={t("workspace.analytics.chart")}
              sx={{ display: "flex", alignItems: "flex-end", gap: "2px", height: 64 }}
            >
              {data.activity.perDay.map((day) => (
                <Box
                  key={day.date}
                  title={`${day.date}: ${day.count}`}
                  sx={{
                    flex: 1,
                    bgcolor: "primary.main",
                    opacity: day.count ? 1 : 0.2,
                    height: `${Math.max(4, (day.count / peak) * 100)}%`,
                    borderRadius: 0.5,
                  }}
                />
              ))}
            </Box>
            <Box component="ul" sx={{ m: 0, ps: 2 }}>
              {data.activity.recent.map((entry) => (
                <Typography component="li" variant="body2" key={entry.id}>
                  {entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName} ` : ""}
                  {entry.summary}
                </Typography>
              ))}
            </Box>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("workspace.share.done")}</Button>
      </DialogActions>
    </Dialog>
  );
}
