import { NAME_MAX_LENGTH, USER_ROLES, type UserRole } from "@bearish/shared/users/user";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInviteUser } from "../hooks/use-user-admin";
import { invitableRoles } from "../people-rules";

const EMPTY = { firstName: "", lastName: "", email: "", role: "USER" as UserRole };
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Invites a person by email; they get a link to set their first password. */
export function InviteDialog({
  open,
  onClose,
  actorRole,
}: {
  open: boolean;
  onClose: () => void;
  actorRole: UserRole;
}) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const [values, setValues] = useState(EMPTY);
  const valid = values.firstName.trim() !== "" && values.lastName.trim() !== "" && looksLikeEmail(values.email);

  const close = () => {
    setValues(EMPTY);
    invite.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    invite.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        role: values.role,
      },
      { onSuccess: close },
    );
  };

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t("people.invite.title")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("people.invite.text")}</DialogContentText>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <TextField
                label={t("common.firstName")}
                {...field("firstName")}
                slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
                autoFocus
              />
              <TextField
                label={t("common.lastName")}
                {...field("lastName")}
                slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
              />
            </Stack>
            <TextField label={t("common.email")} type="email" {...field("email")} />
            <TextField select label={t("people.role")} {...field("role")}>
              {invitableRoles(actorRole, USER_ROLES).map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={!valid || invite.isPending}>
            {t("people.invite.submit")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
