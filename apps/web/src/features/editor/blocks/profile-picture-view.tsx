import { AVATAR_SIZE_NAMES, profilePictureAttrs } from "@bearish/shared/editor/blocks/profile-picture";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import { AVATAR_SIZES, type AvatarSize } from "@bearish/shared/editor/editor-constants";
import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import Avatar from "@mui/material/Avatar";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { SelectUserDialog } from "./select-user-dialog";
import { useBlockPerson } from "./use-block-person";

/** Spec §3 profile picture: a person's avatar at one of AVATAR_SIZES; editors choose person and size. */
export function ProfilePictureView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const { userId, size } = parseBlockAttrs(profilePictureAttrs, node.attrs);
  const person = useBlockPerson(userId);
  const [choosing, setChoosing] = useState(false);
  const px = AVATAR_SIZES[size];
  const editable = editor.isEditable;

  const picture =
    person.state === "found" ? (
      <UserAvatar
        avatar={person.user.avatar}
        fallback={person.user.avatar_fallBack}
        name={person.user.fullName}
        size={px}
      />
    ) : person.state === "loading" ? (
      <Skeleton variant="circular" width={px} height={px} />
    ) : (
      <Tooltip title={person.state === "none" ? t("editorBlocks.profile.empty") : t("editorBlocks.noUserFound")}>
        <Avatar role="img" aria-label={t("editorBlocks.noUserFound")} sx={{ width: px, height: px }} />
      </Tooltip>
    );

  return (
    <NodeViewWrapper data-testid="profile-picture-block" contentEditable={false}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", my: 1 }}>
        {person.state === "found" ? (
          <Tooltip title={person.user.fullName}>
            <span>{picture}</span>
          </Tooltip>
        ) : (
          picture
        )}
        {editable && (
          <>
            <IconButton size="small" aria-label={t("editorBlocks.profile.choose")} onClick={() => setChoosing(true)}>
              <PersonSearchIcon fontSize="small" />
            </IconButton>
            <TextField
              select
              size="small"
              label={t("editorBlocks.profilePicture.size")}
              value={size}
              onChange={(event) => updateAttributes({ size: event.target.value as AvatarSize })}
              sx={{ minWidth: 140 }}
            >
              {AVATAR_SIZE_NAMES.map((name) => (
                <MenuItem key={name} value={name}>
                  {t(`editorBlocks.profilePicture.sizes.${name}`, { px: AVATAR_SIZES[name] })}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
      </Stack>
      {editable && (
        <SelectUserDialog
          open={choosing}
          onClose={() => setChoosing(false)}
          onSelect={(user) => updateAttributes({ userId: user.id })}
        />
      )}
    </NodeViewWrapper>
  );
}
