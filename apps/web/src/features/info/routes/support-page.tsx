import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../lib/ui/page-heading";
import { SectionCard } from "../../../lib/ui/section-card";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useAdministrators } from "../hooks/use-administrators";

export function SupportPage() {
  const { t } = useTranslation();
  const admins = useAdministrators();
  return (
    <>
      <PageHeading title={t("support.title")} subtitle={t("support.subtitle")} />
      <Stack spacing={3}>
        <SectionCard title={t("support.adminsTitle")} description={t("support.adminsText")}>
          {admins.isPending ? (
            <Typography color="text.secondary">{t("common.loading")}</Typography>
          ) : admins.data && admins.data.length > 0 ? (
            <List disablePadding>
              {admins.data.map((admin) => (
                <ListItem key={admin.id} disableGutters>
                  <ListItemAvatar>
                    <UserAvatar avatar={admin.avatar} fallback={admin.avatar_fallBack} name={admin.fullName} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={admin.fullName}
                    secondary={<Link href={`mailto:${admin.email}`}>{admin.email}</Link>}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t("support.noAdmins")}</Typography>
          )}
        </SectionCard>
        <SectionCard title={t("support.docsTitle")}>
          <Stack spacing={1.5}>
            <Typography color="text.secondary">
              {t("support.docsApi")}{" "}
              <Link href="/api/docs" target="_blank" rel="noopener">
                /api/docs
              </Link>
            </Typography>
            <Typography color="text.secondary">{t("support.docsReadme")}</Typography>
          </Stack>
        </SectionCard>
        <SectionCard title={t("support.reportTitle")}>
          <Typography color="text.secondary">{t("support.reportText")}</Typography>
        </SectionCard>
      </Stack>
    </>
  );
}
