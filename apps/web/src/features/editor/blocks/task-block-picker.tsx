import type { ComponentType } from "@bearish/shared/workspaces/workspace-items";
import ChecklistIcon from "@mui/icons-material/Checklist";
import ListIcon from "@mui/icons-material/FormatListBulleted";
import BoardIcon from "@mui/icons-material/ViewKanbanOutlined";
import { useTranslation } from "react-i18next";
import { ItemPicker } from "./item-picker";

const ICONS: Record<ComponentType, typeof BoardIcon> = { Board: BoardIcon, List: ListIcon, Checklist: ChecklistIcon };

export interface TaskBlockPickerProps {
  workspaceId: string;
  /** The kind a new component gets (Board for the board block, Checklist for the checklist block). */
  createType: ComponentType;
  onPick: (componentId: string) => void;
}

/** Editors choose which board, list or checklist of the workspace a block shows, or create one. */
export function TaskBlockPicker({ workspaceId, createType, onPick }: TaskBlockPickerProps) {
  const { t } = useTranslation();
  return (
    <ItemPicker
      workspaceId={workspaceId}
      createType={createType}
      onPick={onPick}
      options={(items) =>
        items.components.map((component) => {
          const Icon = ICONS[component.componentType];
          return {
            id: component.id,
            icon: <Icon fontSize="small" />,
            primary: component.name,
            secondary: t(`workspace.itemTypes.${component.componentType}`),
          };
        })
      }
      texts={{
        title: t("editorTaskBlocks.picker.title"),
        hint: t("editorTaskBlocks.picker.hint"),
        none: t("editorTaskBlocks.picker.none"),
        loadFailed: t("editorTaskBlocks.picker.loadFailed"),
        nameLabel: t("editorTaskBlocks.picker.nameLabel"),
        defaultName: t(`editorTaskBlocks.picker.defaultName.${createType}`),
        create: t(`editorTaskBlocks.picker.create.${createType}`),
        createFailed: t("editorTaskBlocks.picker.createFailed"),
      }}
    />
  );
}
