import type { MessageCenterSettings } from "@bearish/shared/messaging/message-center-settings";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessageCenterSettings } from "../../hooks/use-message-center-settings";
import { desktopPermission, requestDesktopPermission } from "../list/desktop-notification";

type SettingKey = keyof MessageCenterSettings;

const SWITCHES: { key: SettingKey; label: string; hint: string }[] = [
  { key: "sound", label: "sound", hint: "soundHint" },
  { key: "desktopNotifications", label: "desktop", hint: "desktopHint" },
  { key: "messagePreviews", label: "previews", hint: "previewsHint" },
  { key: "enterToSend", label: "enterToSend", hint: "enterToSendHint" },
];

/** The message center settings (sound, desktop notifications, previews, Enter to send); each switch saves at once. */
export function MessageCenterSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, update, loaded } = useMessageCenterSettings();
  const [permission, setPermission] = useState(desktopPermission);

  const toggle = async (key: SettingKey, on: boolean) => {
    if (key === "desktopNotifications" && on) {
      // The browser asks the person first; without its permission the setting would promise nothing.
      const answer = await requestDesktopPermission();
      setPermission(answer);
      if (answer !== "granted") return;
    }
    update({ [key]: on });
  };

  const desktopProblem =
    permission === "unsupported"
      ? t("messagingList.settingsDialog.desktopUnsupported")
      : permission === "denied"
        ? t("messagingList.settingsDialog.desktopDenied")
        : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t("messagingList.settingsDialog.title")}</DialogTitle>
      <DialogContent>
        <FormGroup sx={{ gap: 1.5 }}>
          {SWITCHES.map(({ key, label, hint }) => (
            <div key={key}>
              <FormControlLabel
                control={
                  <Switch
                    checked={settings[key]}
                    disabled={!loaded}
                    onChange={(event) => void toggle(key, event.target.checked)}
                  />
                }
                label={t(`messagingList.settingsDialog.${label}` as "messagingList.settingsDialog.sound")}
              />
              <FormHelperText sx={{ mt: 0, marginInlineStart: 6 }}>
                {t(`messagingList.settingsDialog.${hint}` as "messagingList.settingsDialog.soundHint")}
              </FormHelperText>
              {key === "desktopNotifications" && desktopProblem ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {desktopProblem}
                </Alert>
              ) : null}
            </div>
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("messagingList.settingsDialog.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
