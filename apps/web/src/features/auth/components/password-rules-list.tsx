import { PASSWORD_RULES } from "@bearish/shared/auth/password-rules";
import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** Every password rule with a tick when met and a cross when not, updated as the user types. */
export function PasswordRulesList({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t("password.rulesHeading")}
      sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 0.5, gridTemplateColumns: { sm: "1fr 1fr" } }}
    >
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Box
            component="li"
            key={rule.id}
            data-rule={rule.id}
            data-met={met}
            sx={{ display: "flex", alignItems: "center", gap: 0.75 }}
          >
            {met ? (
              <CheckCircleIcon fontSize="small" color="success" titleAccess={t("password.ruleMet")} />
            ) : (
              <CancelIcon fontSize="small" color="error" titleAccess={t("password.ruleUnmet")} />
            )}
            <Typography variant="body2" color={met ? "text.secondary" : "text.primary"}>
              {t(`password.rules.${rule.id}`)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
