/** Editor constants of spec §9 ("Editor") and §3 (fonts), in one place for browser and server. */

export const UNDO_DEPTH = 100;
export const UNDO_GROUP_DELAY_MS = 500;
export const HEADING_LEVELS = [1, 2, 3] as const;

export const CALLOUT_TYPES = ["info", "warning", "success", "error", "notice", "tip", "alert", "update"] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];
/** Each callout type's background (a type change resets the background to it, spec §4). */
export const CALLOUT_COLOURS: Record<CalloutType, string> = {
  info: "#E3F2FD",
  warning: "#FFF8E1",
  success: "#E8F5E9",
  error: "#FFEBEE",
  notice: "#F3E5F5",
  tip: "#E0F7FA",
  alert: "#FBE9E7",
  update: "#EDE7F6",
};

export const STATUS_COLOURS = {
  green: "#4CAF50",
  blue: "#2196F3",
  yellow: "#FFC107",
  red: "#F44336",
  purple: "#9C27B0",
  gray: "#9E9E9E",
} as const;
export const DEFAULT_STATUS_COLOUR = STATUS_COLOURS.green;

/** The 16-colour palette of the toolbar's colour menu. */
export const PALETTE_COLOURS = [
  "#000000",
  "#434343",
  "#666666",
  "#999999",
  "#B7B7B7",
  "#FFFFFF",
  "#E53935",
  "#FB8C00",
  "#FDD835",
  "#43A047",
  "#00ACC1",
  "#1E88E5",
  "#3949AB",
  "#8E24AA",
  "#D81B60",
  "#6D4C41",
] as const;

/** Spec §3 fonts, for the font picker. */
export const EDITOR_FONTS = [
  "Inria Serif",
  "Lato",
  "Arial",
  "Comic Sans",
  "Source Serif",
  "Roboto Mono",
  "Verdana",
  "Averia Sans",
  "OpenDyslexic",
] as const;

export const AVATAR_SIZES = { small: 24, medium: 40, large: 64, extraLarge: 80 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

export const LAYOUT_TYPES = ["single", "two_column", "three_column", "four_column"] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export const LAYOUT_MAX_COLUMNS = 6;
export const LAYOUT_MIN_COLUMNS = 1;

export const TABLE_INSERT = { rows: 3, cols: 3, withHeaderRow: true } as const;
export const BOOKMARK_WIDTH = { min: 300, max: 500 } as const;
export const BUTTON_BORDER_RADIUS = { min: 0, max: 50 } as const;
export const BUTTON_OPACITY = { min: 0, max: 1, step: 0.05 } as const;
export const EDIT_EVENT_DIALOG_WIDTH = 500;
export const SLASH_MENU_OFFSET_PX = 30;
export const DEFAULT_CODE_LANGUAGE = "javascript";
export const COMMAND_PALETTE = { width: 250, maxHeight: 400, people: 3 } as const;

/** Spec §9 slash menu: items, block types and components, in this order. */
export const SLASH_ITEMS = [
  "task",
  "event",
  "call",
  "expense",
  "team",
  "connect",
  "tag",
  "comment",
  "note",
  "snippet",
  "followup",
] as const;
export const SLASH_BLOCK_TYPES = [
  "plainText",
  "heading1",
  "heading2",
  "heading3",
  "quote",
  "divide",
  "code",
  "media",
  "connectBlock",
  "addColumn",
  "templates",
  "codeDiagram",
  "hyperlink",
  "button",
  "blockEquation",
] as const;
export const SLASH_COMPONENTS = [
  "checklists",
  "gantt",
  "lists",
  "whiteboard",
  "calendar",
  "boards",
  "callout",
  "table",
  "iframe",
  "expand",
  "decisionList",
  "date",
  "status",
  "emoji",
  "bookmark",
] as const;

/** Hex colour check of spec §5: 3 or 6 hex digits, optional leading #. */
export const HEX_COLOUR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const INVALID_HEX_MESSAGE = "Invalid Hex value";
export const EDITOR_MESSAGES = {
  noIframeSource: "No iframe source provided.",
  emptyCallout: "Empty callout content",
  noImage: "No image found",
  loadingImage: "Loading image...",
  invalidHex: INVALID_HEX_MESSAGE,
} as const;
