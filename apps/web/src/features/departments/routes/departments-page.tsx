import { DEPARTMENT_NAME_MAX_LENGTH, type Department } from "@bearish/shared/users/department";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { PageHeading } from "../../../lib/ui/page-heading";
import { PageLoader } from "../../../lib/ui/page-loader";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { canManageDepartments } from "../../people/people-rules";
import { RenameDepartmentDialog } from "../components/rename-department-dialog";
import { useCreateDepartment, useDeleteDepartment, useDepartments } from "../hooks/use-departments";

export function DepartmentsPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const canManage = canManageDepartments(me.role);
  const departments = useDepartments();
  const create = useCreateDepartment();
  const remove = useDeleteDepartment();
  const [name, setName] = useState("");
  const [renaming, setRenaming] = useState<Department | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(trimmed, { onSuccess: () => setName("") });
  };

  const list = (departments.data ?? []).filter((d) => !d.isDeleted);

  return (
    <>
      <PageHeading
        title={t("departments.title")}
        subtitle={canManage ? t("departments.subtitleAdmin") : t("departments.subtitle")}
      />
      <Card>
        {canManage ? (
          <>
            <Box
              component="form"
              onSubmit={submit}
              noValidate
              sx={{ display: "flex", gap: 1.5, p: 2, alignItems: "flex-start" }}
            >
              <TextField
                label={t("departments.newName")}
                size="small"
                value={name}
                onChange={(event) => setName(event.target.value)}
                slotProps={{ htmlInput: { maxLength: DEPARTMENT_NAME_MAX_LENGTH } }}
                sx={{ maxWidth: 360 }}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={!name.trim() || create.isPending}
                sx={{ height: 40, flexShrink: 0 }}
              >
                {t("departments.create")}
              </Button>
            </Box>
            <Divider />
          </>
        ) : null}
        {departments.isPending ? (
          <PageLoader />
        ) : departments.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {t("departments.loadFailed")} {errorMessageOf(departments.error)}
          </Alert>
        ) : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t("departments.empty")}
          </Typography>
        ) : (
          <List aria-label={t("departments.title")}>
            {list.map((department) => (
              <ListItem
                key={department.id}
                divider
                secondaryAction={
                  canManage ? (
                    <>
                      <IconButton
                        aria-label={t("departments.renameOf", { name: department.name })}
                        onClick={() => setRenaming(department)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t("departments.deleteOf", { name: department.name })}
                        onClick={() => setDeleting(department)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </>
                  ) : undefined
                }
              >
                <ListItemText primary={department.name} />
              </ListItem>
            ))}
          </List>
        )}
      </Card>
      {renaming ? <RenameDepartmentDialog department={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t("departments.deleteTitle", { name: deleting?.name ?? "" })}
        text={t("departments.deleteText")}
        confirmLabel={t("departments.delete")}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
