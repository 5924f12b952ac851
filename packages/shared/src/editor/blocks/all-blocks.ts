import type { AnyExtension } from "@tiptap/core";
import { Board } from "./board";
import { Bookmark } from "./bookmark";
import { Button } from "./button";
import { Calendar } from "./calendar";
import { CalendarEvent } from "./calendar-event";
import { Callout } from "./callout";
import { Checklist } from "./checklist";
import { CodeBlock } from "./code-block";
import { DateNode } from "./date";
import { DecisionList } from "./decision-list";
import { Emoji } from "./emoji";
import { Equation } from "./equation";
import { Expand } from "./expand";
import { Iframe } from "./iframe";
import { Image } from "./image";
import { Layout, LayoutColumn } from "./layout";
import { Mention } from "./mention";
import { Poll } from "./poll";
import { Profile } from "./profile";
import { ProfilePicture } from "./profile-picture";
import { SmartButton } from "./smart-button";
import { Status } from "./status";
import { Whiteboard } from "./whiteboard";

/**
 * Every custom block of spec §3 "Editor blocks", one node each (files beside this one). The server
 * and the browser build their schema from this list; the browser adds node views by name.
 * (`codeBlock` replaces StarterKit's; tables come from TableKit in editor-extensions.ts.)
 */
export const EDITOR_BLOCKS: AnyExtension[] = [
  Callout,
  CalendarEvent,
  SmartButton,
  DateNode,
  DecisionList,
  Emoji,
  Expand,
  Iframe,
  Image,
  Layout,
  LayoutColumn,
  Mention,
  Profile,
  ProfilePicture,
  Status,
  Equation,
  CodeBlock,
  Board,
  Checklist,
  Bookmark,
  Button,
  Whiteboard,
  Calendar,
  Poll,
];

/** Node names of the blocks above, for node views and checks. */
export const EDITOR_BLOCK_NAMES = EDITOR_BLOCKS.map((block) => block.name);
