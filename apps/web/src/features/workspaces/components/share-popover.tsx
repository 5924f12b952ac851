import type { Workspace } from "@bearish/shared/workspaces/workspace";
import type { ShareRole } from "@bearish/shared/workspaces/workspace-rules";
import LinkIcon from "@mui/icons-material/Link";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Popover from "@mui/material/Popover";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useAddMember, useChangeMemberRole, usePeopleSearch, useWorkspaceMembers } from "../hooks/use-members";
import { useSetGeneralAccess } from "../hooks/use-workspaces";

const ROLE_CHOICES = ["EDITOR", "COMMENTER", "VIEWER"] as const;
const LIST_SX = { maxHeight: 200, overflowY: "auto" } as const;

/** Share popover (spec §2): find people, people with access, general access, copy link, Done. */
export function SharePopover({
  anchorEl,
  onClose,
  workspace,
}: {
  anchorEl: HTMLElement | null;
  onClose: () => void;
  workspace: Workspace;
}) {
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { sx: { width: 370, maxWidth: "calc(100vw - 32px)", p: 2 } } }}
    >
      {anchorEl ? <ShareForm workspace={workspace} onDone={onClose} /> : null}
    </Popover>
  );
}

function ShareForm({ workspace, onDone }: { workspace: Workspace; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { showSnackbar } = useSnackbar();
  const canManage = workspace.can.manageMembers;
  const members = useWorkspaceMembers(workspace.id);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 250);
  const people = usePeopleSearch(debounced, canManage && debounced.length > 0);
  const add = useAddMember(workspace.id);
  const change = useChangeMemberRole(workspace.id);
  const generalAccess = useSetGeneralAccess(workspace.id);
  const [addError, setAddError] = useState<string | null>(null);

  const memberList = members.data?.members ?? workspace.members;
  // Spec §5: the share member search filters on first plus last name.
  const needle = search.trim().toLocaleLowerCase();
  const shownMembers = needle
    ? memberList.filter((m) => `${m.firstName} ${m.lastName}`.toLocaleLowerCase().includes(needle))
    : memberList;
  const candidates = needle ? (people.data ?? []) : [];

  const copyLink = async () => {
    const link = `${window.location.origin}/${locale}/workspace/bearish/${workspace.id}`;
    try {
      await navigator.clipboard.writeText(link);
      showSnackbar(t("workspace.share.linkCopied"), { severity: "success" });
    } catch {
      showSnackbar(t("workspace.share.copyFailed"), { severity: "error", detail: link });
    }
  };

  return (
    <Box role="dialog" aria-label={t("workspace.share.title", { name: workspace.name })}>
      <Typography variant="h6" sx={{ mb: 1 }} noWrap>
        {t("workspace.share.title", { name: workspace.name })}
      </Typography>
      <TextField
        size="small"
        fullWidth
        placeholder={t("workspace.share.searchPlaceholder")}
        slotProps={{ htmlInput: { "aria-label": t("workspace.share.searchPlaceholder") } }}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setAddError(null);
        }}
      />
      {addError ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {addError}
        </Typography>
      ) : null}
      {canManage && candidates.length > 0 ? (
        <List dense sx={LIST_SX} aria-label={t("workspace.share.candidates")}>
          {candidates.map((person) => (
            <ListItemButton
              key={person.id}
              disabled={add.isPending}
              onClick={() => {
                setAddError(null);
                add.mutate(
                  { userId: person.id, role: "VIEWER" },
                  {
                    onSuccess: () => {
                      setSearch("");
                      showSnackbar(t("workspace.share.added"), { severity: "success" });
                    },
                    onError: (error) => setAddError(errorMessageOf(error) ?? t("workspace.toast.actionFailed")),
                  },
                );
              }}
            >
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <UserAvatar
                  avatar={person.avatar}
                  fallback={person.avatar_fallBack}
                  name={`${person.firstName} ${person.lastName}`}
                  size={28}
                />
              </ListItemAvatar>
              <ListItemText primary={`${person.firstName} ${person.lastName}`} secondary={person.email} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {t("workspace.share.peopleWithAccess")}
      </Typography>
      <List dense sx={LIST_SX} aria-label={t("workspace.share.peopleWithAccess")}>
        {shownMembers.map((member) => {
          const fullName = `${member.firstName} ${member.lastName}`;
          const isOwner = member.role === "OWNER";
          return (
            <ListItem
              key={member.memberId}
              disableGutters
              secondaryAction={
                isOwner || !canManage ? (
                  <Typography variant="body2" color="text.secondary">
                    {t(`workspace.roles.${member.role}`)}
                  </Typography>
                ) : (
                  <Select
                    size="small"
                    variant="standard"
                    value={member.role}
                    inputProps={{ "aria-label": t("workspace.share.roleOf", { name: fullName }) }}
                    onChange={(e) => change.mutate({ memberId: member.memberId, role: e.target.value as ShareRole })}
                  >
                    {ROLE_CHOICES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`workspace.roles.${role}`)}
                      </MenuItem>
                    ))}
                    <MenuItem value="REVOKE_ACCESS" sx={{ color: "error.main" }}>
                      {t("workspace.roles.REVOKE_ACCESS")}
                    </MenuItem>
                  </Select>
                )
              }
            >
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <UserAvatar avatar={member.avatar} fallback={member.avatar_fallBack} name={fullName} size={28} />
              </ListItemAvatar>
              <ListItemText primary={fullName} secondary={member.email} sx={{ pe: 12 }} />
            </ListItem>
          );
        })}
      </List>
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {t("workspace.share.generalAccess")}
      </Typography>
      <Select
        size="small"
        fullWidth
        value={workspace.generalAccess}
        disabled={!workspace.can.changeGeneralAccess || generalAccess.isPending}
        inputProps={{ "aria-label": t("workspace.share.generalAccess") }}
        onChange={(e) => generalAccess.mutate(e.target.value as Workspace["generalAccess"])}
        sx={{ mt: 0.5 }}
      >
        <MenuItem value="restricted">{t("workspace.share.restricted")}</MenuItem>
        <MenuItem value="anyone_with_link">{t("workspace.share.anyone")}</MenuItem>
      </Select>
      <Stack direction="row" sx={{ mt: 2, justifyContent: "space-between" }}>
        <Button startIcon={<LinkIcon />} variant="outlined" onClick={() => void copyLink()}>
          {t("workspace.share.copyLink")}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t("workspace.share.done")}
        </Button>
      </Stack>
    </Box>
  );
}
