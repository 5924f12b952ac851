import { todayIso } from "@bearish/shared/editor/blocks/date";
import { expandDefaultContent } from "@bearish/shared/editor/blocks/expand";
import {
  DEFAULT_CODE_LANGUAGE,
  type SLASH_BLOCK_TYPES,
  type SLASH_COMPONENTS,
  type SLASH_ITEMS,
  TABLE_INSERT,
} from "@bearish/shared/editor/editor-constants";
import { newBlockId } from "@bearish/shared/editor/editor-ids";
import type { SvgIconComponent } from "@mui/icons-material";
import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import BadgeIcon from "@mui/icons-material/BadgeOutlined";
import BookmarkIcon from "@mui/icons-material/BookmarkBorder";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonthOutlined";
import ChecklistIcon from "@mui/icons-material/Checklist";
import CodeIcon from "@mui/icons-material/Code";
import CommentIcon from "@mui/icons-material/CommentOutlined";
import DashboardIcon from "@mui/icons-material/DashboardOutlined";
import DrawIcon from "@mui/icons-material/Draw";
import EmojiIcon from "@mui/icons-material/EmojiEmotionsOutlined";
import EventIcon from "@mui/icons-material/Event";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import FunctionsIcon from "@mui/icons-material/Functions";
import HorizontalRuleIcon from "@mui/icons-material/HorizontalRule";
import ImageIcon from "@mui/icons-material/ImageOutlined";
import InfoIcon from "@mui/icons-material/InfoOutlined";
import LabelIcon from "@mui/icons-material/LabelOutlined";
import LinkIcon from "@mui/icons-material/Link";
import PollIcon from "@mui/icons-material/PollOutlined";
import RuleIcon from "@mui/icons-material/Rule";
import SmartButtonIcon from "@mui/icons-material/SmartButton";
import StickyNoteIcon from "@mui/icons-material/StickyNote2Outlined";
import TableIcon from "@mui/icons-material/TableChartOutlined";
import TaskIcon from "@mui/icons-material/TaskAltOutlined";
import TextFieldsIcon from "@mui/icons-material/TextFields";
import TodayIcon from "@mui/icons-material/Today";
import UnfoldMoreIcon from "@mui/icons-material/UnfoldMore";
import ViewColumnIcon from "@mui/icons-material/ViewColumnOutlined";
import ViewKanbanIcon from "@mui/icons-material/ViewKanbanOutlined";
import WebIcon from "@mui/icons-material/WebAssetOutlined";
import type { Editor, JSONContent } from "@tiptap/core";

/** Keys of spec §9's slash menu, plus blocks of ours the slash lists do not name. */
export type SlashKey =
  | (typeof SLASH_ITEMS)[number]
  | (typeof SLASH_BLOCK_TYPES)[number]
  | (typeof SLASH_COMPONENTS)[number];
export type ExtraBlockKey = "poll" | "profile" | "profilePicture" | "smartButton";
export type BlockMenuKey = SlashKey | ExtraBlockKey;

export type BlockMenuGroup = "items" | "blockTypes" | "components";

/**
 * Actions that need a dialog owned by the editor shell or the page menu (link dialog, page
 * picker, comment composer). The shell registers the opener with `registerEditorDialog`; an
 * entry whose dialog nobody registered is not offered (see `blockMenuEntriesFor`).
 */
export type EditorDialogKind = "link" | "connect" | "comment";

export interface BlockMenuEntry {
  key: BlockMenuKey;
  group: BlockMenuGroup;
  /** i18n key in the `editorBlocks` namespace. */
  labelKey: `menu.${BlockMenuKey}`;
  icon: SvgIconComponent;
  /** Set when running the entry opens a dialog rather than inserting a node. */
  dialog?: EditorDialogKind;
}

const entry = (
  key: BlockMenuKey,
  group: BlockMenuGroup,
  icon: SvgIconComponent,
  dialog?: EditorDialogKind,
): BlockMenuEntry => ({ key, group, labelKey: `menu.${key}`, icon, ...(dialog ? { dialog } : {}) });

/**
 * Every slash-menu entry we can make real, in spec §9 order. Left out because the feature does
 * not exist: call, expense, team, tag, followup (items), templates, codeDiagram (block types),
 * gantt (components).
 */
export const blockMenuEntries: readonly BlockMenuEntry[] = [
  entry("task", "items", TaskIcon),
  entry("event", "items", EventIcon),
  entry("connect", "items", LinkIcon, "connect"),
  entry("comment", "items", CommentIcon, "comment"),
  entry("note", "items", StickyNoteIcon),
  entry("snippet", "items", CodeIcon),
  entry("plainText", "blockTypes", TextFieldsIcon),
  entry("heading1", "blockTypes", TextFieldsIcon),
  entry("heading2", "blockTypes", TextFieldsIcon),
  entry("heading3", "blockTypes", TextFieldsIcon),
  entry("quote", "blockTypes", FormatQuoteIcon),
  entry("divide", "blockTypes", HorizontalRuleIcon),
  entry("code", "blockTypes", CodeIcon),
  entry("media", "blockTypes", ImageIcon),
  entry("connectBlock", "blockTypes", LinkIcon, "connect"),
  entry("addColumn", "blockTypes", ViewColumnIcon),
  entry("hyperlink", "blockTypes", LinkIcon, "link"),
  entry("button", "blockTypes", SmartButtonIcon),
  entry("blockEquation", "blockTypes", FunctionsIcon),
  entry("checklists", "components", ChecklistIcon),
  entry("lists", "components", ChecklistIcon),
  entry("whiteboard", "components", DrawIcon),
  entry("calendar", "components", CalendarMonthIcon),
  entry("boards", "components", ViewKanbanIcon),
  entry("callout", "components", InfoIcon),
  entry("table", "components", TableIcon),
  entry("iframe", "components", WebIcon),
  entry("expand", "components", UnfoldMoreIcon),
  entry("decisionList", "components", RuleIcon),
  entry("date", "components", TodayIcon),
  entry("status", "components", LabelIcon),
  entry("emoji", "components", EmojiIcon),
  entry("bookmark", "components", BookmarkIcon),
  entry("poll", "components", PollIcon),
  entry("profile", "components", BadgeIcon),
  entry("profilePicture", "components", AccountCircleIcon),
  entry("smartButton", "components", DashboardIcon),
];

type DialogOpener = (editor: Editor) => void;
const dialogOpeners = new WeakMap<Editor, Map<EditorDialogKind, DialogOpener>>();

/** The shell (or page menu) says it can open `kind` for this editor. Returns the unregister function. */
export function registerEditorDialog(editor: Editor, kind: EditorDialogKind, open: DialogOpener): () => void {
  let openers = dialogOpeners.get(editor);
  if (!openers) {
    openers = new Map();
    dialogOpeners.set(editor, openers);
  }
  openers.set(kind, open);
  return () => {
    if (dialogOpeners.get(editor)?.get(kind) === open) dialogOpeners.get(editor)?.delete(kind);
  };
}

function dialogOpener(editor: Editor, kind: EditorDialogKind): DialogOpener | undefined {
  return dialogOpeners.get(editor)?.get(kind);
}

/** The entries this editor can run now: editable, and dialog entries only when their dialog is registered. */
export function blockMenuEntriesFor(editor: Editor): BlockMenuEntry[] {
  if (!editor.isEditable) return [];
  return blockMenuEntries.filter((e) => !e.dialog || dialogOpener(editor, e.dialog) !== undefined);
}

/** The node each inserting key puts into the document, with fresh ids and today's date. */
export function blockContentFor(key: BlockMenuKey, today = new Date()): JSONContent | null {
  switch (key) {
    case "task":
    case "checklists":
    case "lists":
      return { type: "checklist" };
    case "boards":
      return { type: "board" };
    case "event":
      return { type: "calendarEvent" };
    case "note":
      return { type: "callout", attrs: { type: "notice" }, content: [{ type: "paragraph" }] };
    case "callout":
      return { type: "callout", attrs: { type: "info" }, content: [{ type: "paragraph" }] };
    case "media":
      return { type: "image" };
    case "addColumn":
      return {
        type: "layout",
        attrs: { type: "two_column" },
        content: [
          { type: "layoutColumn", content: [{ type: "paragraph" }] },
          { type: "layoutColumn", content: [{ type: "paragraph" }] },
        ],
      };
    case "button":
      return { type: "button" };
    case "blockEquation":
      return { type: "equation" };
    case "whiteboard":
      return { type: "whiteboard" };
    case "calendar":
      return { type: "calendar" };
    case "iframe":
      return { type: "iframe" };
    case "expand":
      return expandDefaultContent({ macroId: newBlockId() });
    case "decisionList":
      return {
        type: "decisionList",
        attrs: { id: newBlockId(), decisions: [{ id: newBlockId(), content: "", state: "UNDECIDED" }] },
      };
    case "date":
      return { type: "date", attrs: { value: todayIso(today) } };
    case "status":
      return { type: "status", attrs: { macroId: newBlockId() } };
    case "emoji":
      return {
        type: "emoji",
        attrs: { name: "grinning face", shortname: ":grinning:", emojiId: "1f600", fallback: "😀" },
      };
    case "bookmark":
      return { type: "bookmark" };
    case "poll":
      return {
        type: "poll",
        attrs: {
          options: [
            { id: newBlockId(), value: "" },
            { id: newBlockId(), value: "" },
          ],
        },
      };
    case "profile":
      return { type: "profile" };
    case "profilePicture":
      return { type: "profilePicture" };
    case "smartButton":
      return { type: "smartButton", attrs: { localId: newBlockId() } };
    default:
      return null;
  }
}

/**
 * Runs a slash-menu entry at the selection (the shell has already removed the typed `/query`).
 * Returns false when the key is not supported here (unknown key, no registered dialog, or the
 * schema refused the node).
 */
export function insertBlock(editor: Editor, key: BlockMenuKey): boolean {
  const menuEntry = blockMenuEntries.find((e) => e.key === key);
  if (!menuEntry || !editor.isEditable) return false;
  if (menuEntry.dialog) {
    const open = dialogOpener(editor, menuEntry.dialog);
    if (!open) return false;
    open(editor);
    return true;
  }
  const chain = () => editor.chain().focus();
  switch (key) {
    case "plainText":
      return chain().setParagraph().run();
    case "heading1":
      return chain().setHeading({ level: 1 }).run();
    case "heading2":
      return chain().setHeading({ level: 2 }).run();
    case "heading3":
      return chain().setHeading({ level: 3 }).run();
    case "quote":
      return chain().toggleBlockquote().run();
    case "divide":
      return chain().setHorizontalRule().run();
    case "code":
    case "snippet":
      return chain().setNode("codeBlock", { language: DEFAULT_CODE_LANGUAGE, macroId: newBlockId() }).run();
    case "table":
      return chain()
        .insertTable({ ...TABLE_INSERT })
        .run();
    default: {
      const content = blockContentFor(key);
      if (!content || !editor.schema.nodes[content.type ?? ""]) return false;
      return chain().insertContent(content).run();
    }
  }
}
