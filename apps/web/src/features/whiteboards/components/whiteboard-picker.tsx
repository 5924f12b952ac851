import DrawOutlinedIcon from "@mui/icons-material/DrawOutlined";
import { useTranslation } from "react-i18next";
import { ItemPicker } from "../../editor/blocks/item-picker";

/** Editors choose one of the workspace's whiteboards for a block, or create a new one. */
export function WhiteboardPicker({ workspaceId, onPick }: { workspaceId: string; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <ItemPicker
      workspaceId={workspaceId}
      createType="Whiteboard"
      onPick={onPick}
      options={(items) =>
        items.whiteboard.map((board) => ({
          id: board.id,
          icon: <DrawOutlinedIcon fontSize="small" />,
          primary: board.title,
          secondary: board.description,
        }))
      }
      texts={{
        title: t("whiteboards.block.choose"),
        hint: t("whiteboards.block.chooseHint"),
        none: t("whiteboards.block.none"),
        nameLabel: t("whiteboards.block.nameLabel"),
        defaultName: t("whiteboards.block.defaultName"),
        create: t("whiteboards.block.create"),
        createFailed: t("whiteboards.block.createFailed"),
      }}
    />
  );
}
