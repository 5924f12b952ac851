import { USER_LIST_DEFAULT_LIMIT } from "@bearish/shared/users/users-api";
import PersonAddAlt1Icon from "@mui/icons-material/PersonAddAlt1";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import TablePagination from "@mui/material/TablePagination";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { PageHeading } from "../../../lib/ui/page-heading";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { InviteDialog } from "../components/invite-dialog";
import { PeopleTable } from "../components/people-table";
import { useUsers } from "../hooks/use-users";
import { canAdministerAccounts, canManagePeople } from "../people-rules";

/** The organisation's people (ADMIN and MANAGER): search, roles, account state, invitations. */
export function PeoplePage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const allowed = canManagePeople(me.role);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(USER_LIST_DEFAULT_LIMIT);
  const [inviting, setInviting] = useState(false);
  const query = useDebouncedValue(search.trim());
  const users = useUsers(
    {
      page: page + 1,
      limit,
      search: query || undefined,
      includeInactive: true,
      expand: "department",
      sort: "firstName",
    },
    { enabled: allowed },
  );

  if (!allowed) {
    return (
      <>
        <PageHeading title={t("people.title")} />
        <Alert severity="info">{t("people.notAllowed")}</Alert>
      </>
    );
  }

  return (
    <>
      <PageHeading
        title={t("people.title")}
        subtitle={t("people.subtitle")}
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setInviting(true)}>
            {t("people.invite.open")}
          </Button>
        }
      />
      <Card>
        <TextField
          label={t("people.search")}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          size="small"
          sx={{ m: 2, maxWidth: 360 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {users.isFetching ? <LinearProgress sx={{ height: 2 }} /> : <div style={{ height: 2 }} />}
        {users.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessageOf(users.error)}
          </Alert>
        ) : users.data && users.data.users.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t("people.empty")}
          </Typography>
        ) : users.data ? (
          <PeopleTable users={users.data.users} meId={me.id} canAdminister={canAdministerAccounts(me.role)} />
        ) : null}
        <TablePagination
          component="div"
          count={users.data?.total ?? 0}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={limit}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(event) => {
            setLimit(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t("people.rowsPerPage")}
          labelDisplayedRows={({ from, to, count }) => t("people.displayedRows", { from, to, count })}
        />
      </Card>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} actorRole={me.role} />
    </>
  );
}
