import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../lib/ui/page-heading";
import { AppearanceCard } from "../components/appearance-card";
import { AvatarCard } from "../components/avatar-card";
import { PasswordCard } from "../components/password-card";
import { ProfileCard } from "../components/profile-card";

export function BasicsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("basics.title")} subtitle={t("basics.subtitle")} />
      <Stack spacing={3}>
        <ProfileCard />
        <AvatarCard />
        <AppearanceCard />
        <PasswordCard />
      </Stack>
    </>
  );
}
