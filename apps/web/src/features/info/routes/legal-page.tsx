import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../../lib/ui/page-heading";
import { SectionCard } from "../../../lib/ui/section-card";

const SECTIONS = ["licence", "privacy", "terms"] as const;

export function LegalPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("legal.title")} subtitle={t("legal.subtitle")} />
      <Stack spacing={3}>
        {SECTIONS.map((section) => (
          <SectionCard key={section} title={t(`legal.${section}.title`)}>
            <Stack spacing={1.5}>
              {t(`legal.${section}.body`)
                .split("\n\n")
                .map((paragraph) => (
                  <Typography key={paragraph} color="text.secondary">
                    {paragraph}
                  </Typography>
                ))}
            </Stack>
          </SectionCard>
        ))}
      </Stack>
    </>
  );
}
