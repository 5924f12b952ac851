import { LOCALES, type Locale } from "@bearish/shared/app/locales";
import { THEMES, type Theme } from "@bearish/shared/users/user";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { SectionCard } from "../../../lib/ui/section-card";
import { usePreferences } from "../hooks/use-preferences";

/** Theme (light or dark) and language; both apply at once and are saved to the account. */
export function AppearanceCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme, setTheme, setLanguage } = usePreferences();
  return (
    <SectionCard title={t("basics.appearance.title")} description={t("basics.appearance.description")}>
      <Stack spacing={3}>
        <FormControl>
          <FormLabel id="theme-label">{t("theme.label")}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="theme-label"
            name="theme"
            value={theme}
            onChange={(event) => setTheme(event.target.value as Theme)}
          >
            {THEMES.map((mode) => (
              <FormControlLabel key={mode} value={mode} control={<Radio />} label={t(`theme.${mode}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl sx={{ maxWidth: 320 }}>
          <InputLabel id="language-label">{t("language.label")}</InputLabel>
          <Select
            labelId="language-label"
            id="language-select"
            label={t("language.label")}
            value={locale}
            onChange={(event) => setLanguage(event.target.value as Locale)}
          >
            {LOCALES.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {t(`language.${code}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
    </SectionCard>
  );
}
