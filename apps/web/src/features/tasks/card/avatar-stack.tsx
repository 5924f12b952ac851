import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { AVATAR_STACK_MAX, fullName, type PickerPerson } from "./people";

/** Up to `max` avatars, then +n for the rest. */
export function AvatarStack({
  people,
  max = AVATAR_STACK_MAX,
  size = 28,
}: {
  people: PickerPerson[];
  max?: number;
  size?: number;
}) {
  const { t } = useTranslation();
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  return (
    <Box sx={{ display: "flex", alignItems: "center", "& > *:not(:first-of-type)": { marginInlineStart: -0.75 } }}>
      {shown.map((p) => (
        <Tooltip key={p.id} title={fullName(p)}>
          <Box sx={{ borderRadius: "50%", border: 2, borderColor: "background.paper" }}>
            <UserAvatar avatar={p.avatar} fallback={p.avatar_fallBack} name={fullName(p)} size={size} />
          </Box>
        </Tooltip>
      ))}
      {rest > 0 ? (
        <Avatar sx={{ width: size + 4, height: size + 4, fontSize: size * 0.4, bgcolor: "grey.500" }}>
          {t("taskCard.users.more", { count: rest })}
        </Avatar>
      ) : null}
    </Box>
  );
}
