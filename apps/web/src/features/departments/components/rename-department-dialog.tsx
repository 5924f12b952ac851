import { DEPARTMENT_NAME_MAX_LENGTH, type Department } from "@bearish/shared/users/department";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRenameDepartment } from "../hooks/use-departments";

/** Renames one department; mounted per department so the field starts from its current name. */
export function RenameDepartmentDialog({ department, onClose }: { department: Department; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameDepartment();
  const [name, setName] = useState(department.name);
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed === department.name) return;
    rename.mutate({ id: department.id, name: trimmed }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t("departments.renameTitle")}</DialogTitle>
        <DialogContent>
          <TextField
            label={t("departments.name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: DEPARTMENT_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!trimmed || trimmed === department.name || rename.isPending}
          >
            {t("departments.rename")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
