import type { AnyExtension } from "@tiptap/core";
import { type BlockView, blockWithView } from "./block-view-extension";
import { BoardBlockView } from "./board-block-view";
import { BookmarkView } from "./bookmark-view";
import { ButtonView } from "./button-view";
import { CalendarBlockView } from "./calendar-block-view";
import { CalendarEventView } from "./calendar-event-view";
import { CalloutView } from "./callout-view";
import { ChecklistBlockView } from "./checklist-block-view";
import { CodeBlockView } from "./code-block-view";
import { DateView } from "./date-view";
import { DecisionListView } from "./decision-list-view";
import { EmojiView } from "./emoji-view";
import { EquationView } from "./equation-view";
import { ExpandView } from "./expand-view";
import { IframeView } from "./iframe-view";
import { ImageView } from "./image-view";
import { LayoutView } from "./layout-view";
import { MentionView } from "./mention-view";
import { PollView } from "./poll-view";
import { ProfilePictureView } from "./profile-picture-view";
import { ProfileView } from "./profile-view";
import { SmartButtonView } from "./smart-button-view";
import { StatusView } from "./status-view";
import { WhiteboardBlockView } from "./whiteboard-block-view";

/** The React view of each block, by ProseMirror node name (packages/shared/src/editor/blocks). */
export const BLOCK_VIEWS: Readonly<Record<string, BlockView>> = {
  // People, inline and interactive blocks.
  date: DateView,
  emoji: EmojiView,
  status: StatusView,
  mention: MentionView,
  profile: ProfileView,
  profilePicture: ProfilePictureView,
  smartButton: SmartButtonView,
  button: ButtonView,
  decisionList: DecisionListView,
  poll: PollView,
  // Media, code, panel and layout blocks.
  equation: EquationView,
  codeBlock: CodeBlockView,
  callout: CalloutView,
  expand: ExpandView,
  layout: LayoutView,
  iframe: IframeView,
  image: ImageView,
  bookmark: BookmarkView,
  // Live task and calendar blocks.
  board: BoardBlockView,
  checklist: ChecklistBlockView,
  calendar: CalendarBlockView,
  calendarEvent: CalendarEventView,
  whiteboard: WhiteboardBlockView,
};

/**
 * The block with its React node view (same name, same schema, same HTML), or the block as it is
 * when it has no view. Pass it as `mapBlock` to `editorExtensions`.
 */
export function withBlockView(block: AnyExtension): AnyExtension {
  const View = BLOCK_VIEWS[block.name];
  return View ? blockWithView(block, View) : block;
}
