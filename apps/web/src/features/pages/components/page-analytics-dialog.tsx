import type { PageAnalytics } from "@bearish/shared/pages/page-state";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { relativeTime } from "../../workspaces/relative-time";
import { usePageAnalytics } from "../hooks/use-page-history";
import type { PageTarget } from "../page-target";
import { personName } from "./person-name";
import { PanelLoading } from "./side-panel";

/** Page analytics: total views, unique viewers, views per day over 30 days, and who edited. */
export function PageAnalyticsDialog({ target, onClose }: { target: PageTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const analytics = usePageAnalytics(target);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="page-analytics-title">
      <DialogTitle id="page-analytics-title">{t("pages.analytics.title")}</DialogTitle>
      <DialogContent dividers>
        {analytics.isPending ? <PanelLoading /> : null}
        {analytics.isError ? <Alert severity="error">{t("pages.loadFailed")}</Alert> : null}
        {analytics.data ? <AnalyticsBody data={analytics.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("pages.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 120, p: 1.5, borderRadius: 1, bgcolor: "action.hover" }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

function AnalyticsBody({ data }: { data: PageAnalytics }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const numbers = new Intl.NumberFormat(locale);
  return (
    <>
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", mb: 3 }}>
        <Figure label={t("pages.analytics.totalViews")} value={numbers.format(data.totalViews)} />
        <Figure label={t("pages.analytics.uniqueViewers")} value={numbers.format(data.uniqueViewers)} />
        <Figure
          label={t("pages.analytics.lastEdited")}
          value={data.lastEditedAt ? relativeTime(data.lastEditedAt, locale) : t("pages.analytics.never")}
        />
      </Box>
      <ViewsChart days={data.viewsByDay} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {t("pages.analytics.editors")}
      </Typography>
      {data.editors.length === 0 ? (
        <Typography color="text.secondary">{t("pages.analytics.noEditors")}</Typography>
      ) : (
        <List dense>
          {data.editors.map(({ person, versions }) => {
            const name = personName(person, t("pages.someone"));
            return (
              <ListItem key={person.id} disableGutters>
                <ListItemAvatar sx={{ minWidth: 40 }}>
                  <UserAvatar avatar={person.avatar} fallback={person.avatar_fallBack} name={name} size={28} />
                </ListItemAvatar>
                <ListItemText primary={name} secondary={t("pages.analytics.versions", { count: versions })} />
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}

const CHART_HEIGHT = 120;

/** Views per day as plain SVG bars (oldest first; mirrored in right-to-left like the page). */
export function ViewsChart({ days }: { days: PageAnalytics["viewsByDay"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = Math.max(1, ...days.map((d) => d.views));
  const width = Math.max(days.length, 1) * 10;
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t("pages.analytics.chart")}
      </Typography>
      <Box
        component="svg"
        role="img"
        aria-label={t("pages.analytics.chart")}
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        preserveAspectRatio="none"
        sx={(theme) => ({
          width: "100%",
          height: CHART_HEIGHT,
          color: "primary.main",
          transform: theme.direction === "rtl" ? "scaleX(-1)" : "none",
        })}
      >
        {days.map((d, i) => {
          const height = d.views === 0 ? 1 : (d.views / max) * (CHART_HEIGHT - 4);
          return (
            <rect
              key={d.day}
              x={i * 10 + 1}
              y={CHART_HEIGHT - height}
              width={8}
              height={height}
              rx={1.5}
              fill="currentColor"
            >
              <title>{t("pages.analytics.dayViews", { day: dayLabel(d.day), views: d.views })}</title>
            </rect>
          );
        })}
      </Box>
    </Box>
  );
}
