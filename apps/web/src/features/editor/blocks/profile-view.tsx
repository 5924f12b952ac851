import { profileAttrs } from "@bearish/shared/editor/blocks/profile";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { SelectUserDialog } from "./select-user-dialog";
import { type BlockPerson, useBlockPerson } from "./use-block-person";

function ProfileCardBody({ person }: { person: BlockPerson }) {
  const { t } = useTranslation();
  if (person.state === "loading") {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} aria-busy="true">
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="50%" />
          <Skeleton width="70%" />
        </Box>
      </Stack>
    );
  }
  if (person.state === "found") {
    const { user } = person;
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", minWidth: 0 }}>
        <UserAvatar avatar={user.avatar} fallback={user.avatar_fallBack} name={user.fullName} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
            {user.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email || t("editorBlocks.noEmail")}
          </Typography>
          {user.jobTitle && (
            <Typography variant="body2" noWrap>
              {user.jobTitle}
            </Typography>
          )}
        </Box>
      </Stack>
    );
  }
  if (person.state === "error") {
    return (
      <Typography role="alert" color="error">
        {t("editorBlocks.profile.failed")}
      </Typography>
    );
  }
  return <Typography color="text.secondary">{t("editorBlocks.noUserFound")}</Typography>;
}

/** Spec §3 profile: a card with the person's avatar, name, email and job title. */
export function ProfileView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const { userId } = parseBlockAttrs(profileAttrs, node.attrs);
  const person = useBlockPerson(userId);
  const [choosing, setChoosing] = useState(false);
  const editable = editor.isEditable;

  return (
    <NodeViewWrapper data-testid="profile-block" contentEditable={false}>
      <Paper
        variant="outlined"
        component="section"
        aria-label={t("editorBlocks.profile.label")}
        sx={{ p: 2, my: 1, maxWidth: 420, display: "flex", alignItems: "center", gap: 1 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {person.state === "none" ? (
            <Typography color="text.secondary">{t("editorBlocks.profile.empty")}</Typography>
          ) : (
            <ProfileCardBody person={person} />
          )}
        </Box>
        {editable && (
          <Button size="small" startIcon={<PersonSearchIcon />} onClick={() => setChoosing(true)}>
            {userId ? t("editorBlocks.profile.change") : t("editorBlocks.profile.choose")}
          </Button>
        )}
      </Paper>
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
