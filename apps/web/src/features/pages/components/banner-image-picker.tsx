import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePageFileUrl } from "../hooks/use-page-file-url";
import { useBannerUpload } from "../hooks/use-page-menu";
import type { PageTarget } from "../page-target";

/** Spec §5: a banner upload accepts png, jpeg, jpg and webp only. */
export const BANNER_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
const BANNER_EXTENSION = /\.(png|jpe?g|webp)$/i;

export function isBannerFile(file: Pick<File, "name" | "type">): boolean {
  return (BANNER_TYPES as readonly string[]).includes(file.type) && BANNER_EXTENSION.test(file.name);
}

/** Spec §5: a URL check accepts only http or https. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

interface BannerImagePickerProps {
  /** The page the banner belongs to: an uploaded image becomes one of its files. */
  target: PageTarget;
  current: string | null;
  busy: boolean;
  onApply: (url: string) => void;
  onRemove: () => void;
}

/**
 * Banner menu (spec §4, §5): upload an image or choose one by its address, see it, Apply (disabled
 * until an image is chosen), or remove the current banner. Generating one with an assistant is not
 * offered (it needs an outside service).
 */
export function BannerImagePicker({ target, current, busy, onApply, onRemove }: BannerImagePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useBannerUpload(target);
  const [chosen, setChosen] = useState<string | null>(null);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const preview = chosen ?? current;
  const previewUrl = usePageFileUrl(preview).url;

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    if (!isBannerFile(file)) {
      setError(t("pages.bannerPicker.invalidType"));
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: (uploaded) => setChosen(uploaded.path),
      onError: () => setError(t("pages.bannerPicker.uploadFailed")),
    });
  };
  const chooseUrl = () => {
    if (!isHttpUrl(url)) {
      setError(t("pages.bannerPicker.invalidUrl"));
      return;
    }
    setError(null);
    setChosen(url.trim());
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {t("pages.details.banner")}
      </Typography>
      {preview ? (
        <Box
          component="img"
          src={previewUrl ?? undefined}
          alt={t("pages.bannerPicker.preview")}
          sx={{ width: "100%", height: 120, objectFit: "cover", borderRadius: 1, bgcolor: "action.hover" }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("pages.bannerPicker.none")}
        </Typography>
      )}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<CloudUploadOutlinedIcon />}
          disabled={upload.isPending}
        >
          {upload.isPending ? t("pages.bannerPicker.uploading") : t("pages.bannerPicker.upload")}
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
          aria-label={t("pages.bannerPicker.upload")}
          onChange={(e) => {
            pickFile(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        {current ? (
          <Button color="error" onClick={onRemove} disabled={busy}>
            {t("pages.bannerPicker.remove")}
          </Button>
        ) : null}
      </Box>
      <Box
        component="form"
        aria-label={t("pages.bannerPicker.chooseUrl")}
        onSubmit={(e) => {
          e.preventDefault();
          chooseUrl();
        }}
        sx={{ display: "flex", gap: 1 }}
      >
        <TextField
          size="small"
          fullWidth
          label={t("pages.bannerPicker.url")}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          slotProps={{ htmlInput: { dir: "ltr", inputMode: "url" } }}
        />
        <Button type="submit" disabled={!url.trim()}>
          {t("pages.bannerPicker.use")}
        </Button>
      </Box>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button
        variant="contained"
        onClick={() => chosen && onApply(chosen)}
        disabled={!chosen || busy}
        sx={{ alignSelf: "flex-end" }}
      >
        {t("pages.details.apply")}
      </Button>
    </Stack>
  );
}
