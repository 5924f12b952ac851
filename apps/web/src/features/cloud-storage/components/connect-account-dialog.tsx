import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";

/** Connect an account (More menu): outside clouds arrive with the integrations, so Connect is disabled, never faked. */
export function ConnectAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t("cloudStorage.connect.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("cloudStorage.connect.text")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("cloudStorage.connect.close")}</Button>
        <Tooltip title={t("cloudStorage.connect.comesLater")}>
          {/* A disabled button fires no events, so the tooltip hangs on a wrapper. */}
          <Box component="span">
            <Button variant="contained" disabled aria-describedby="connect-account-reason">
              {t("cloudStorage.connect.button")}
            </Button>
          </Box>
        </Tooltip>
      </DialogActions>
      <DialogContentText id="connect-account-reason" variant="caption" sx={{ px: 3, pb: 2 }}>
        {t("cloudStorage.connect.comesLater")}
      </DialogContentText>
    </Dialog>
  );
}
