import { mentionAttrs } from "@bearish/shared/editor/blocks/mention";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import Link from "@mui/material/Link";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useBlockPerson } from "./use-block-person";

/** Spec §3 mention: `@Name` linking to the person; `Unknown User` once the id no longer resolves. */
export function MentionView({ node }: NodeViewProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { accountId, label } = parseBlockAttrs(mentionAttrs, node.attrs);
  const person = useBlockPerson(accountId);

  const chipSx = {
    px: 0.5,
    borderRadius: 1,
    bgcolor: "action.selected",
    fontWeight: 500,
    textDecoration: "none",
  } as const;

  if (person.state === "none" || person.state === "missing") {
    return (
      <NodeViewWrapper as="span" data-testid="mention-block">
        <Link component="span" underline="none" color="text.secondary" sx={chipSx}>
          @{t("editorBlocks.unknownUser")}
        </Link>
      </NodeViewWrapper>
    );
  }
  const name = person.state === "found" ? person.user.fullName : label || t("editorBlocks.unknownUser");
  return (
    <NodeViewWrapper as="span" data-testid="mention-block">
      <Link component={RouterLink} to={to(`/people/${encodeURIComponent(accountId)}`)} underline="hover" sx={chipSx}>
        @{name}
      </Link>
    </NodeViewWrapper>
  );
}
