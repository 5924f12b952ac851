import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { CLOUD_DESCRIPTION_MAX_LENGTH } from "@bearish/shared/cloud-storage/cloud-file";
import CloseIcon from "@mui/icons-material/Close";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWorkspaceList } from "../../../workspaces/hooks/use-workspaces";
import { useUpdateCloudFile } from "../../hooks/details/use-cloud-file";
import { CloudTagsEditor } from "./cloud-tags-editor";
import type { FileAbilities } from "./file-abilities";
import { dateInputValue, expiryFromDateInput, formatWhen, personName } from "./format-when";

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={label}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}

/** The lock switch with who locked the file and what that means for the reader. */
function LockControl({ file, abilities, meId }: { file: CloudFile; abilities: FileAbilities; meId: string }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateCloudFile(file.id);
  const { isLocked, lockedBy, lockedAt } = file.locking;
  const lockerName = lockedBy ? personName(lockedBy) : t("cloudDetails.info.unknownUser");
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={isLocked}
            disabled={!abilities.canToggleLock || update.isPending}
            onChange={(_e, checked) => update.mutate({ locking: { isLocked: checked } })}
          />
        }
        label={t("cloudDetails.lock.label")}
      />
      {isLocked ? (
        <Alert
          severity={abilities.lockedByOther ? "warning" : "info"}
          icon={<LockOutlined fontSize="small" />}
          role="note"
        >
          {lockedBy?.id === meId ? (
            t("cloudDetails.lock.yours")
          ) : (
            <>
              {t("cloudDetails.lock.lockedBy", {
                name: lockerName,
                date: lockedAt ? formatWhen(lockedAt, i18n.language) : "",
              })}{" "}
              {t("cloudDetails.lock.onlyLocker", { name: lockerName })}
              {abilities.isOwner ? ` ${t("cloudDetails.lock.ownerMayUnlock")}` : ""}
            </>
          )}
        </Alert>
      ) : null}
    </Box>
  );
}

function DescriptionField({ file, disabled }: { file: CloudFile; disabled: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateCloudFile(file.id);
  const [text, setText] = useState(file.description);
  // Someone else's change (or a refetch) replaces the text while it is not being edited.
  useEffect(() => setText(file.description), [file.description]);
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      minRows={2}
      maxRows={8}
      disabled={disabled}
      placeholder={t("cloudDetails.description.placeholder")}
      slotProps={{
        htmlInput: { "aria-label": t("cloudDetails.description.label"), maxLength: CLOUD_DESCRIPTION_MAX_LENGTH },
      }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => {
        if (text !== file.description) update.mutate({ description: text });
      }}
    />
  );
}

/** Watermark, expiry and connected workspace: the owner's settings. */
function OwnerSettings({ file, disabled }: { file: CloudFile; disabled: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateCloudFile(file.id);
  const workspaces = useWorkspaceList();
  const busy = disabled || update.isPending;
  const connected = file.connectedWorkspace;
  const choices = workspaces.data ?? [];
  return (
    <Stack spacing={2}>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={file.enableWatermark}
              disabled={busy}
              onChange={(_e, checked) => update.mutate({ enableWatermark: checked })}
            />
          }
          label={t("cloudDetails.watermark.label")}
        />
        <Typography variant="caption" color="text.secondary" display="block">
          {t("cloudDetails.watermark.hint")}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
        <TextField
          type="date"
          size="small"
          fullWidth
          label={t("cloudDetails.expiry.label")}
          helperText={t("cloudDetails.expiry.hint")}
          disabled={busy}
          value={dateInputValue(file.setExpiryDate)}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => update.mutate({ setExpiryDate: expiryFromDateInput(e.target.value) })}
        />
        {file.setExpiryDate ? (
          <IconButton
            aria-label={t("cloudDetails.expiry.clear")}
            disabled={busy}
            onClick={() => update.mutate({ setExpiryDate: null })}
            sx={{ mb: 2.5 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <TextField
        select
        size="small"
        fullWidth
        label={t("cloudDetails.workspace.label")}
        disabled={busy}
        value={connected ?? ""}
        onChange={(e) => update.mutate({ connectedWorkspace: e.target.value === "" ? null : e.target.value })}
      >
        <MenuItem value="">{t("cloudDetails.workspace.none")}</MenuItem>
        {choices.map((workspace) => (
          <MenuItem key={workspace.id} value={workspace.id}>
            {workspace.name}
          </MenuItem>
        ))}
        {connected && !choices.some((w) => w.id === connected) ? (
          <MenuItem value={connected}>{connected}</MenuItem>
        ) : null}
      </TextField>
    </Stack>
  );
}

/** The changeable parts of a file, each enabled by what the reader may do. */
export function FileSettings({ file, abilities, meId }: { file: CloudFile; abilities: FileAbilities; meId: string }) {
  const { t } = useTranslation();
  const update = useUpdateCloudFile(file.id);
  // While a tag change is on its way, show it already.
  const tags = update.isPending && update.variables?.tags ? update.variables.tags : file.tags;
  const readOnly = file.access === "view" || file.access === "comment";
  return (
    <Stack spacing={2}>
      {readOnly ? (
        <Alert severity="info" role="note">
          {t("cloudDetails.readOnly")}
        </Alert>
      ) : null}
      <LockControl file={file} abilities={abilities} meId={meId} />
      <Section label={t("cloudDetails.tags.label")}>
        <CloudTagsEditor tags={tags} disabled={!abilities.canEdit} onChange={(next) => update.mutate({ tags: next })} />
      </Section>
      <Section label={t("cloudDetails.description.label")}>
        <DescriptionField file={file} disabled={!abilities.canEdit} />
      </Section>
      {abilities.isOwner ? <OwnerSettings file={file} disabled={!abilities.canManage} /> : null}
    </Stack>
  );
}
