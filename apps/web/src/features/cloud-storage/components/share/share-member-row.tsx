import { CLOUD_SHARE_ROLES, type CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudMember } from "@bearish/shared/cloud-storage/cloud-file";
import Box from "@mui/material/Box";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../lib/ui/user-avatar";
import { dateInputValue, expiryFromDateInput, initialsOf, personName } from "../details/format-when";

/** The role selector's choices: the share roles, then Revoke Access (spec §4). */
export type MemberChoice = CloudShareRole | "revoke";

/** One person with access: role selector and optional expiry for the owner, read-only text otherwise. */
export function ShareMemberRow({
  member,
  canManage,
  busy,
  onRole,
  onExpiry,
}: {
  member: CloudMember;
  canManage: boolean;
  busy: boolean;
  onRole: (choice: MemberChoice) => void;
  onExpiry: (expiresAt: string | null) => void;
}) {
  const { t } = useTranslation();
  const name = personName(member);
  const roleLabel = (role: MemberChoice) => t(`cloudDetails.share.roles.${role}`);
  return (
    <ListItem
      disableGutters
      aria-label={name}
      secondaryAction={
        canManage ? (
          <Select
            size="small"
            variant="standard"
            value={member.role}
            disabled={busy}
            inputProps={{ "aria-label": t("cloudDetails.share.roleOf", { name }) }}
            onChange={(e) => onRole(e.target.value as MemberChoice)}
          >
            {CLOUD_SHARE_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {roleLabel(role)}
              </MenuItem>
            ))}
            <MenuItem value="revoke" sx={{ color: "error.main" }}>
              {roleLabel("revoke")}
            </MenuItem>
          </Select>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {roleLabel(member.role)}
          </Typography>
        )
      }
    >
      <ListItemAvatar sx={{ minWidth: 40, alignSelf: "flex-start", mt: 0.5 }}>
        <UserAvatar avatar={member.avatar} fallback={initialsOf(member)} name={name} size={28} />
      </ListItemAvatar>
      <Box sx={{ minWidth: 0, flex: 1, pe: 12 }}>
        <ListItemText
          primary={name}
          secondary={member.email}
          sx={{ my: 0 }}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
        {canManage ? (
          <TextField
            type="date"
            size="small"
            variant="standard"
            disabled={busy}
            value={dateInputValue(member.expiresAt)}
            slotProps={{ htmlInput: { "aria-label": t("cloudDetails.share.expiresOf", { name }) } }}
            onChange={(e) => onExpiry(expiryFromDateInput(e.target.value))}
            sx={{ mt: 0.25, width: 150 }}
          />
        ) : member.expiresAt ? (
          <Typography variant="caption" color="text.secondary">
            {`${t("cloudDetails.share.expiresOf", { name })} ${dayjs(member.expiresAt).format("YYYY-MM-DD")}`}
          </Typography>
        ) : null}
      </Box>
    </ListItem>
  );
}
