import { COVER_IMAGE_TYPES, type GeneralAccess, type Workspace } from "@bearish/shared/workspaces/workspace";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Popover from "@mui/material/Popover";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useCreateWorkspace, useUpdateWorkspace } from "../hooks/use-workspaces";
import { workspacePath } from "../workspace-paths";

interface WorkspaceFormPopoverProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  /** Edit this workspace; without it the popover creates one. */
  workspace?: Workspace;
}

/** Create or edit a workspace: name, general access, description, platform and cover image (spec §2). */
export function WorkspaceFormPopover({ anchorEl, onClose, workspace }: WorkspaceFormPopoverProps) {
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      slotProps={{ paper: { sx: { width: 370, maxWidth: "calc(100vw - 32px)", p: 2 } } }}
    >
      {anchorEl ? <WorkspaceForm workspace={workspace} onDone={onClose} /> : null}
    </Popover>
  );
}

function WorkspaceForm({ workspace, onDone }: { workspace?: Workspace | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace(workspace?.id ?? "");
  const mutation = workspace ? update : create;
  const [name, setName] = useState(workspace?.name ?? "");
  const [description, setDescription] = useState(workspace?.description ?? "");
  const [generalAccess, setGeneralAccess] = useState<GeneralAccess>(workspace?.generalAccess ?? "restricted");
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(workspace?.appearance.coverImage ?? null);
  const [touched, setTouched] = useState(false);
  const [removeCover, setRemoveCover] = useState(false);

  useEffect(() => {
    if (!cover) return;
    const url = URL.createObjectURL(cover);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [cover]);

  const nameMissing = name.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameMissing) return;
    mutation.mutate(
      { name, description, generalAccess, coverImage: cover, removeCover },
      {
        onSuccess: (saved) => {
          onDone();
          if (!workspace) navigate(to(workspacePath(saved)));
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={workspace ? t("workspace.form.editTitle") : t("workspace.form.createTitle")}
    >
      <Typography variant="h6" sx={{ mb: 1.5 }}>
        {workspace ? t("workspace.form.editTitle") : t("workspace.form.createTitle")}
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          label={t("workspace.form.name")}
          required
          autoFocus
          size="small"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched && nameMissing}
          helperText={touched && nameMissing ? t("workspace.form.nameRequired") : undefined}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label={t("workspace.form.share")}
          size="small"
          value={generalAccess}
          onChange={(e) => setGeneralAccess(e.target.value as GeneralAccess)}
        >
          <MenuItem value="restricted">{t("workspace.share.restricted")}</MenuItem>
          <MenuItem value="anyone_with_link">{t("workspace.share.anyone")}</MenuItem>
        </TextField>
        <TextField
          label={t("workspace.form.description")}
          size="small"
          multiline
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <TextField
          select
          label={t("workspace.form.platform")}
          size="small"
          value="BEARISH"
          disabled={Boolean(workspace)}
        >
          <MenuItem value="BEARISH">Bearish</MenuItem>
          <MenuItem value="JIRA" disabled>
            Jira — {t("workspace.form.connectIntegrations")}
          </MenuItem>
          <MenuItem value="CONFLUENCE" disabled>
            Confluence — {t("workspace.form.connectIntegrations")}
          </MenuItem>
        </TextField>
        <Box>
          <Button component="label" variant="outlined" size="small">
            {t("workspace.form.cover")}
            <input
              hidden
              type="file"
              aria-label={t("workspace.form.cover")}
              accept={COVER_IMAGE_TYPES.join(",")}
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                if (file && !(COVER_IMAGE_TYPES as readonly string[]).includes(file.type)) {
                  setCoverError(t("workspace.form.coverType"));
                  setCover(null);
                  return;
                }
                setCoverError(null);
                setRemoveCover(false);
                setCover(file);
              }}
            />
          </Button>
          {coverError ? (
            <Typography variant="caption" color="error" component="p" role="alert">
              {coverError}
            </Typography>
          ) : null}
          {preview && !removeCover ? (
            <>
              <Box
                component="img"
                src={preview}
                alt={t("workspace.form.coverPreview")}
                sx={{ mt: 1, width: "100%", height: 96, objectFit: "cover", borderRadius: 1 }}
              />
              {workspace ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setCover(null);
                    setRemoveCover(true);
                  }}
                >
                  {t("workspace.form.removeCover")}
                </Button>
              ) : null}
            </>
          ) : null}
        </Box>
        {mutation.isError ? (
          <Typography variant="body2" color="error" role="alert">
            {errorMessageOf(mutation.error) ?? t("workspace.toast.saveFailed")}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button onClick={onDone}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {workspace ? t("workspace.form.save") : t("workspace.form.create")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
