import type { UserDetails } from "@bearish/shared/users/users-api";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PresenceDot } from "../../../app/shell/presence-dot";
import { SectionCard } from "../../../lib/ui/section-card";

/** A date-only (`2024-03-01`) or full ISO string, in the reader's language, on the day it names. */
export function formatDay(value: string, locale: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, minWidth: 0 }}>
        {children}
      </Typography>
    </>
  );
}

/** The person's contact and employment details as a description list. */
export function PersonDetails({ person }: { person: UserDetails }) {
  const { t, i18n } = useTranslation();
  const notSet = (
    <Box component="span" sx={{ color: "text.disabled" }}>
      {t("profile.notSet")}
    </Box>
  );
  return (
    <SectionCard title={t("profile.details")}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "minmax(160px, max-content) 1fr" },
          columnGap: 4,
          rowGap: { xs: 0.25, sm: 1.75 },
        }}
      >
        <Row label={t("profile.email")}>
          {/* An address reads left to right even in Arabic. */}
          <Link href={`mailto:${person.email}`} dir="ltr" sx={{ wordBreak: "break-all" }}>
            {person.email}
          </Link>
        </Row>
        <Row label={t("profile.role")}>{t(`roles.${person.role}`)}</Row>
        <Row label={t("profile.status")}>
          <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
            <PresenceDot status={person.status} size={8} />
            {t(`presence.${person.status}`)}
          </Box>
        </Row>
        <Row label={t("profile.jobTitle")}>{person.jobTitle ?? notSet}</Row>
        <Row label={t("profile.department")}>{person.department?.name ?? notSet}</Row>
        <Row label={t("profile.employmentStatus")}>
          {person.employmentStatus ? t(`profile.employment.${person.employmentStatus}`) : notSet}
        </Row>
        <Row label={t("profile.startDate")}>
          {person.startDate ? formatDay(person.startDate, i18n.language) : notSet}
        </Row>
      </Box>
    </SectionCard>
  );
}
