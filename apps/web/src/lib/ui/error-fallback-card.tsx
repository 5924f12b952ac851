import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** The spec's error card: "Oops! Something went wrong" with Try Again and Refresh Page. */
export function ErrorFallbackCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ display: "flex", justifyContent: "center", p: { xs: 2, sm: 4 } }}>
      <Card sx={{ maxWidth: 460, width: "100%" }}>
        <CardContent sx={{ p: 4, textAlign: "center" }}>
          <ErrorOutlineIcon color="error" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h2" component="h2" gutterBottom>
            {t("error.title")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t("error.text")}
          </Typography>
          <Stack direction="row" spacing={1.5} justifyContent="center">
            <Button variant="contained" onClick={onRetry}>
              {t("error.tryAgain")}
            </Button>
            <Button variant="outlined" onClick={() => window.location.reload()}>
              {t("error.refresh")}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
