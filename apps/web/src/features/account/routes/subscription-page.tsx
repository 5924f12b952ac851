import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutline";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../lib/ui/page-heading";
import { SectionCard } from "../../../lib/ui/section-card";

const POINTS = ["everything", "noSeats", "yourData", "openSource"] as const;

/** What this installation is: the self-hosted open-source edition, with nothing held back. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("subscription.title")} subtitle={t("subscription.subtitle")} />
      <Stack spacing={3}>
        <SectionCard title={t("subscription.planTitle")}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2, flexWrap: "wrap" }}>
            <Typography variant="h3" component="p">
              {t("shell.selfHosted")}
            </Typography>
            <Chip color="success" size="small" label={t("subscription.active")} />
          </Box>
          <Typography color="text.secondary">{t("subscription.planText")}</Typography>
          <List>
            {POINTS.map((point) => (
              <ListItem key={point} disableGutters alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                  <CheckCircleOutlineIcon color="success" />
                </ListItemIcon>
                <ListItemText
                  primary={t(`subscription.points.${point}.title`)}
                  secondary={t(`subscription.points.${point}.text`)}
                />
              </ListItem>
            ))}
          </List>
        </SectionCard>
        <SectionCard title={t("subscription.billingTitle")}>
          <Typography color="text.secondary">{t("subscription.billingText")}</Typography>
        </SectionCard>
      </Stack>
    </>
  );
}
