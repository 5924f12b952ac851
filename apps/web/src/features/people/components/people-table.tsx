import { type AccountState, USER_ROLES, type UserRole } from "@bearish/shared/users/user";
import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useChangeRole, useSetUserActive } from "../hooks/use-user-admin";

const STATE_COLORS: Record<AccountState, "success" | "info" | "warning" | "default"> = {
  active: "success",
  invited: "info",
  unverified: "warning",
  deactivated: "default",
};

interface PeopleTableProps {
  users: UserWithExpansions[];
  meId: string;
  /** ADMIN: may change roles and deactivate or reactivate accounts. */
  canAdminister: boolean;
}

export function PeopleTable({ users, meId, canAdminister }: PeopleTableProps) {
  const { t } = useTranslation();
  const changeRole = useChangeRole();
  const setActive = useSetUserActive();
  const [confirming, setConfirming] = useState<UserWithExpansions | null>(null);

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t("people.tableLabel")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("people.columns.person")}</TableCell>
              <TableCell>{t("people.columns.role")}</TableCell>
              <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>{t("people.columns.department")}</TableCell>
              <TableCell>{t("people.columns.state")}</TableCell>
              {canAdminister ? <TableCell align="right">{t("people.columns.actions")}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.map((user) => {
              const self = user.id === meId;
              return (
                <TableRow key={user.id} hover>
                  <TableCell>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 0 }}>
                      <UserAvatar avatar={user.avatar} fallback={user.avatar_fallBack} name={user.fullName} size={34} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" fontWeight={600} noWrap>
                          {user.fullName}
                          {self ? ` (${t("people.you")})` : ""}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {user.email}
                        </Typography>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell>
                    {canAdminister && !self ? (
                      <Select
                        size="small"
                        value={user.role}
                        disabled={changeRole.isPending}
                        inputProps={{ "aria-label": t("people.roleOf", { name: user.fullName }) }}
                        onChange={(event) => changeRole.mutate({ id: user.id, role: event.target.value as UserRole })}
                        sx={{ minWidth: 140 }}
                      >
                        {USER_ROLES.map((role) => (
                          <MenuItem key={role} value={role}>
                            {t(`roles.${role}`)}
                          </MenuItem>
                        ))}
                      </Select>
                    ) : (
                      <Chip size="small" variant="outlined" label={t(`roles.${user.role}`)} />
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                    {user.department?.name ?? (
                      <Typography variant="body2" color="text.disabled">
                        —
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLORS[user.accountState]}
                      label={t(`people.states.${user.accountState}`)}
                    />
                  </TableCell>
                  {canAdminister ? (
                    <TableCell align="right">
                      {self ? null : user.accountState === "deactivated" ? (
                        <Button
                          size="small"
                          disabled={setActive.isPending}
                          onClick={() => setActive.mutate({ id: user.id, active: true })}
                        >
                          {t("people.reactivate")}
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          color="error"
                          disabled={setActive.isPending}
                          onClick={() => setConfirming(user)}
                        >
                          {t("people.deactivate")}
                        </Button>
                      )}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={confirming !== null}
        title={t("people.deactivateTitle", { name: confirming?.fullName ?? "" })}
        text={t("people.deactivateText")}
        confirmLabel={t("people.deactivate")}
        busy={setActive.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming)
            setActive.mutate({ id: confirming.id, active: false }, { onSettled: () => setConfirming(null) });
        }}
      />
    </>
  );
}
