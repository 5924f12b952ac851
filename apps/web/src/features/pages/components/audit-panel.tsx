import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { relativeTime } from "../../workspaces/relative-time";
import { usePageAudit } from "../hooks/use-page-history";
import type { PageTarget } from "../page-target";
import { personName } from "./person-name";
import { PanelLoading, SidePanel } from "./side-panel";

/** Who changed what on this page, newest first, 20 at a time. */
export function AuditPanel({ open, onClose, target }: { open: boolean; onClose: () => void; target: PageTarget }) {
  const { t } = useTranslation();
  return (
    <SidePanel open={open} onClose={onClose} title={t("pages.audit.title")}>
      <AuditContent target={target} />
    </SidePanel>
  );
}

function AuditContent({ target }: { target: PageTarget }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const audit = usePageAudit(target);
  const entries = audit.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      {audit.isPending ? <PanelLoading /> : null}
      {audit.isError ? <Alert severity="error">{t("pages.loadFailed")}</Alert> : null}
      {audit.isSuccess && entries.length === 0 ? (
        <Typography color="text.secondary">{t("pages.audit.empty")}</Typography>
      ) : null}
      <List dense disablePadding>
        {entries.map((entry) => {
          const name = personName(entry.actor, t("pages.someone"));
          return (
            <ListItem key={entry.id} disableGutters alignItems="flex-start">
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <UserAvatar
                  avatar={entry.actor?.avatar ?? null}
                  fallback={entry.actor?.avatar_fallBack ?? "?"}
                  name={name}
                  size={28}
                />
              </ListItemAvatar>
              <ListItemText
                primary={`${name} ${entry.summary}`}
                secondary={
                  <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString(locale)}>
                    {relativeTime(entry.createdAt, locale)}
                  </time>
                }
              />
            </ListItem>
          );
        })}
      </List>
      {audit.hasNextPage ? (
        <Button fullWidth onClick={() => audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
          {t("pages.loadMore")}
        </Button>
      ) : null}
    </>
  );
}
