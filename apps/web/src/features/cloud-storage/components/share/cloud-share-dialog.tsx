import type { CloudAccessLevel } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudMember, CloudShareTarget } from "@bearish/shared/cloud-storage/cloud-file";
import LinkIcon from "@mui/icons-material/Link";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../../app/locale/use-locale";
import { errorMessageOf, HttpError } from "../../../../lib/http";
import { useSnackbar } from "../../../../lib/snackbar";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { usePeopleSearch } from "../../../workspaces/hooks/use-members";
import { fetchFile } from "../../api";
import { cloudKeys } from "../../hooks/cloud-keys";
import {
  useAddCloudMember,
  useCloudMembers,
  useRemoveCloudMember,
  useUpdateCloudMember,
} from "../../hooks/details/use-cloud-members";
import { personName } from "../details/format-when";
import { cloudItemLink } from "./cloud-item-link";
import { type MemberChoice, ShareMemberRow } from "./share-member-row";

const LIST_SX = { maxHeight: 200, overflowY: "auto" } as const;

/** The caller's access to the item: given by the caller, else read from the file; a folder is assumed manageable (the server decides). */
function useItemAccess(target: CloudShareTarget, item: { id: string; access?: CloudAccessLevel }, open: boolean) {
  const file = useQuery({
    queryKey: cloudKeys.file(item.id),
    queryFn: async ({ signal }) => (await fetchFile(item.id, signal)).data,
    enabled: open && target === "file" && item.access === undefined,
  });
  if (item.access !== undefined) return item.access;
  if (target === "file") return file.data?.access ?? null;
  return "owner";
}

/** 409 on add means the person is already there (spec §4: a member cannot be added twice). */
function isAlreadyMember(error: unknown) {
  return error instanceof HttpError && (error.code === "cloud.member_exists" || error.status === 409);
}

function ShareForm({
  target,
  item,
  canManage,
  onDone,
  titleId,
}: {
  target: CloudShareTarget;
  item: { id: string; name: string };
  canManage: boolean;
  onDone: () => void;
  titleId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { showSnackbar } = useSnackbar();
  const members = useCloudMembers(target, item.id);
  const add = useAddCloudMember(target, item.id);
  const update = useUpdateCloudMember(target, item.id);
  const remove = useRemoveCloudMember(target, item.id);
  const [search, setSearch] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 250);
  const people = usePeopleSearch(debounced, canManage && debounced.length > 0);

  const memberList = members.data ?? [];
  // Spec §5: the share member search filters on first plus last name.
  const needle = search.trim().toLocaleLowerCase();
  const shownMembers = needle
    ? memberList.filter((m) => personName(m).toLocaleLowerCase().includes(needle))
    : memberList;
  const candidates = needle ? (people.data ?? []) : [];
  const busy = add.isPending || update.isPending || remove.isPending;

  const failed = (error: unknown) =>
    showSnackbar(t("cloudDetails.share.changeFailed"), { severity: "error", detail: errorMessageOf(error) });

  const addPerson = (userId: string) => {
    setAddError(null);
    if (memberList.some((m) => m.userId === userId)) {
      setAddError(t("cloudDetails.share.alreadyMember"));
      return;
    }
    add.mutate(
      { userId, role: "viewer" },
      {
        onSuccess: () => {
          setSearch("");
          showSnackbar(t("cloudDetails.share.added"), { severity: "success" });
        },
        onError: (error) =>
          setAddError(isAlreadyMember(error) ? t("cloudDetails.share.alreadyMember") : (errorMessageOf(error) ?? "")),
      },
    );
  };

  const changeRole = (member: CloudMember, choice: MemberChoice) => {
    if (choice === "revoke") {
      remove.mutate(member.userId, {
        onSuccess: () => showSnackbar(t("cloudDetails.share.revoked"), { severity: "success" }),
        onError: failed,
      });
      return;
    }
    if (choice === member.role) return;
    update.mutate({ userId: member.userId, role: choice, expiresAt: member.expiresAt }, { onError: failed });
  };

  const copyLink = async () => {
    const link = cloudItemLink(window.location.origin, locale, target, item.id);
    try {
      await navigator.clipboard.writeText(link);
      showSnackbar(t("cloudDetails.share.linkCopied"), { severity: "success" });
    } catch {
      showSnackbar(t("cloudDetails.share.copyFailed"), { severity: "error", detail: link });
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" sx={{ mb: 1 }} noWrap>
        {t("cloudDetails.share.title", { name: item.name })}
      </Typography>
      {canManage ? (
        <TextField
          size="small"
          fullWidth
          autoFocus
          placeholder={t("cloudDetails.share.searchPlaceholder")}
          slotProps={{ htmlInput: { "aria-label": t("cloudDetails.share.searchPlaceholder") } }}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setAddError(null);
          }}
        />
      ) : (
        <Alert severity="info" role="note">
          {t("cloudDetails.share.readOnly")}
        </Alert>
      )}
      {addError ? (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {addError}
        </Typography>
      ) : null}
      {canManage && needle && debounced === search.trim() && people.isError ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t("cloudDetails.share.loadFailed")}
        </Typography>
      ) : null}
      {canManage && needle && people.isSuccess && debounced === search.trim() && candidates.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t("cloudDetails.share.noUserFound")}
        </Typography>
      ) : null}
      {canManage && candidates.length > 0 ? (
        <List dense sx={LIST_SX} aria-label={t("cloudDetails.share.candidates")}>
          {candidates.map((person) => (
            <ListItemButton key={person.id} disabled={add.isPending} onClick={() => addPerson(person.id)}>
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <UserAvatar
                  avatar={person.avatar}
                  fallback={person.avatar_fallBack}
                  name={personName(person)}
                  size={28}
                />
              </ListItemAvatar>
              <ListItemText primary={personName(person)} secondary={person.email} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
      <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
        {t("cloudDetails.share.peopleWithAccess")}
      </Typography>
      {members.isPending ? <CircularProgress size={20} sx={{ display: "block", mx: "auto", my: 1 }} /> : null}
      {members.isSuccess && memberList.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("cloudDetails.share.noMembers")}
        </Typography>
      ) : null}
      <List dense sx={LIST_SX} aria-label={t("cloudDetails.share.peopleWithAccess")}>
        {shownMembers.map((member) => (
          <ShareMemberRow
            key={member.userId}
            member={member}
            canManage={canManage}
            busy={busy}
            onRole={(choice) => changeRole(member, choice)}
            onExpiry={(expiresAt) =>
              update.mutate({ userId: member.userId, role: member.role, expiresAt }, { onError: failed })
            }
          />
        ))}
      </List>
      <Stack direction="row" sx={{ mt: 2, justifyContent: "space-between" }}>
        <Button startIcon={<LinkIcon />} variant="outlined" onClick={() => void copyLink()}>
          {t("cloudDetails.share.copyLink")}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t("cloudDetails.share.done")}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Share a file or a folder with people (spec §2 share popover: 370 px wide, lists up to 200 px
 * high): find people, people with access with Viewer, Commenter, Editor or Revoke Access and an
 * optional end date, copy link, Done. Only the owner changes anything; others see the list.
 * Pass `item.access` (a CloudFile or CloudFolder has it) so the dialog knows without asking.
 */
export function CloudShareDialog({
  target,
  item,
  open,
  onClose,
}: {
  target: CloudShareTarget;
  item: { id: string; name: string; access?: CloudAccessLevel };
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const access = useItemAccess(target, item, open);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 370, maxWidth: "calc(100vw - 32px)", m: 2 } } }}
    >
      {open ? (
        <ShareForm target={target} item={item} canManage={access === "owner"} onDone={onClose} titleId={titleId} />
      ) : null}
    </Dialog>
  );
}
