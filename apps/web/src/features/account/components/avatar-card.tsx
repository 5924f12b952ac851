import { AVATAR_PRESET_EMOJI, AVATAR_PRESETS } from "@bearish/shared/users/avatar-rules";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import UploadIcon from "@mui/icons-material/Upload";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { resizeImageToDataUrl } from "../../../lib/resize-image";
import { useSnackbar } from "../../../lib/snackbar";
import { SectionCard } from "../../../lib/ui/section-card";
import { AVATAR_PRESET_COLORS, UserAvatar } from "../../../lib/ui/user-avatar";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { useUpdateProfile } from "../hooks/use-update-profile";

/** Pick one of the twelve preset characters, upload a picture (resized to 256×256 at most), or remove it. */
export function AvatarCard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const update = useUpdateProfile();
  const { showSnackbar } = useSnackbar();
  const fileInput = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const busy = update.isPending || reading;

  const save = (avatar: string | null) =>
    update.mutate(
      { avatar },
      {
        onSuccess: () => showSnackbar(t(avatar ? "toast.avatarSaved" : "toast.avatarRemoved"), { severity: "success" }),
        onError: (error) => showSnackbar(t("toast.avatarFailed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setReading(true);
    try {
      save(await resizeImageToDataUrl(file));
    } catch (error) {
      showSnackbar(t("toast.avatarFailed"), { severity: "error", detail: errorMessageOf(error) });
    } finally {
      setReading(false);
    }
  };

  return (
    <SectionCard title={t("basics.avatar.title")} description={t("basics.avatar.description")}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3} alignItems={{ sm: "center" }}>
        <UserAvatar avatar={me.avatar} fallback={me.avatar_fallBack} name={me.fullName} size={88} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }} id="avatar-presets-label">
            {t("basics.avatar.presets")}
          </Typography>
          <Box
            role="group"
            aria-labelledby="avatar-presets-label"
            sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(44px, 1fr))", gap: 1, maxWidth: 360 }}
          >
            {AVATAR_PRESETS.map((preset) => {
              const selected = me.avatar === preset;
              return (
                <ButtonBase
                  key={preset}
                  aria-label={t(`basics.avatar.preset.${preset}`)}
                  aria-pressed={selected}
                  disabled={busy}
                  onClick={() => !selected && save(preset)}
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: "50%",
                    fontSize: 24,
                    bgcolor: AVATAR_PRESET_COLORS[preset],
                    outline: selected ? "3px solid" : "none",
                    outlineColor: "primary.main",
                    outlineOffset: 2,
                    transition: "transform 120ms",
                    "&:hover": { transform: "scale(1.08)" },
                  }}
                >
                  <span aria-hidden>{AVATAR_PRESET_EMOJI[preset]}</span>
                </ButtonBase>
              );
            })}
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2 }} flexWrap="wrap" useFlexGap>
            <Button
              variant="outlined"
              startIcon={<UploadIcon />}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {t("basics.avatar.upload")}
            </Button>
            <Button
              color="inherit"
              startIcon={<DeleteOutlineIcon />}
              disabled={busy || me.avatar === null}
              onClick={() => save(null)}
            >
              {t("basics.avatar.remove")}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              hidden
              onChange={(event) => void upload(event)}
            />
          </Stack>
        </Box>
      </Stack>
    </SectionCard>
  );
}
