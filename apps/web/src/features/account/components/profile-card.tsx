import { NAME_MAX_LENGTH } from "@bearish/shared/users/user";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { SectionCard } from "../../../lib/ui/section-card";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { useUpdateProfile } from "../hooks/use-update-profile";

interface ProfileValues {
  firstName: string;
  lastName: string;
  personalEmail: string;
}

/** First name, last name and personal email of the signed-in user. */
export function ProfileCard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <SectionCard title={t("basics.profile.title")} description={t("basics.profile.description")}>
      <ProfileForm
        // Re-seed the form when the saved values change.
        key={me.updatedAt}
        initial={{ firstName: me.firstName, lastName: me.lastName, personalEmail: me.personalEmail ?? "" }}
        email={me.email}
      />
    </SectionCard>
  );
}

function ProfileForm({ initial, email }: { initial: ProfileValues; email: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { showSnackbar } = useSnackbar();
  const [values, setValues] = useState(initial);
  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const changed =
    values.firstName !== initial.firstName ||
    values.lastName !== initial.lastName ||
    values.personalEmail !== initial.personalEmail;
  const valid = values.firstName.trim() !== "" && values.lastName.trim() !== "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const personalEmail = values.personalEmail.trim();
    update.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), personalEmail: personalEmail || null },
      {
        onSuccess: () => showSnackbar(t("toast.profileSaved"), { severity: "success" }),
        onError: (error) =>
          showSnackbar(t("toast.profileSaveFailed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );
  };

  const nameInput = { htmlInput: { maxLength: NAME_MAX_LENGTH } };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            label={t("common.firstName")}
            value={values.firstName}
            onChange={set("firstName")}
            slotProps={nameInput}
          />
          <TextField
            label={t("common.lastName")}
            value={values.lastName}
            onChange={set("lastName")}
            slotProps={nameInput}
          />
        </Stack>
        <TextField
          label={t("basics.profile.workEmail")}
          value={email}
          disabled
          helperText={t("basics.profile.workEmailHint")}
        />
        <TextField
          label={t("basics.profile.personalEmail")}
          type="email"
          value={values.personalEmail}
          onChange={set("personalEmail")}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={!changed || !valid || update.isPending}>
            {t("basics.profile.save")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
