import { type Attribute, getStyleProperty } from "@tiptap/core";
import Link from "@tiptap/extension-link";
import { TableCell, TableHeader } from "@tiptap/extension-table";
import { Color, FontFamily } from "@tiptap/extension-text-style";
import { COLOUR_VALUES, FONT_FAMILY_VALUES } from "./editor-allowlist";

/**
 * The standard marks and nodes whose attributes end up in `style`, `class` or `rel`, narrowed to the
 * values the stored-HTML allowlist accepts (editor-allowlist.ts). A collaborator's Yjs update goes
 * straight into every open editor without passing the server's sanitizer, so both directions check:
 * parseHTML keeps only allowed values and renderHTML writes only allowed values (anything else is
 * dropped, never escaped into CSS).
 */

/** Widest column a table cell may record, in pixels. */
export const MAX_COLUMN_WIDTH = 2000;
/** Most columns or rows one cell may span. */
export const MAX_CELL_SPAN = 100;
/** What a link's `rel` always is: links open a new tab without handing over the page. */
export const LINK_REL = "noopener noreferrer nofollow";
export const LINK_TARGET = "_blank";

const TEXT_ALIGNS = ["left", "center", "right"] as const;

/** A text colour the allowlist accepts (hex, rgb(a) or a keyword), else null. */
export function safeColour(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const colour = value.trim();
  return COLOUR_VALUES.some((pattern) => pattern.test(colour)) ? colour : null;
}

/** A font family the allowlist accepts (names, quotes, commas, spaces, hyphens), else null. */
export function safeFontFamily(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const family = value.trim();
  return FONT_FAMILY_VALUES.some((pattern) => pattern.test(family)) ? family : null;
}

/** Column widths: a list of whole pixels in 1..MAX_COLUMN_WIDTH, else null (no width). */
export function safeColumnWidths(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_CELL_SPAN) return null;
  const valid = value.every((width) => Number.isInteger(width) && width > 0 && width <= MAX_COLUMN_WIDTH);
  return valid ? (value as number[]) : null;
}

/** A cell span: a whole number in 1..MAX_CELL_SPAN, else 1. */
export function safeSpan(value: unknown): number {
  const span = typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return Number.isInteger(span) && (span as number) >= 1 && (span as number) <= MAX_CELL_SPAN ? (span as number) : 1;
}

/** A cell alignment: left, center or right, else null. */
export function safeAlign(value: unknown): (typeof TEXT_ALIGNS)[number] | null {
  return TEXT_ALIGNS.find((align) => align === value) ?? null;
}

/** A cell's `colwidth` attribute (`120` or `120,80`) as widths, or null. */
function parseColumnWidths(raw: string | null): number[] | null {
  if (!raw || !/^\d{1,5}(,\d{1,5})*$/.test(raw)) return null;
  return safeColumnWidths(raw.split(",").map((width: string) => Number(width)));
}

/** Text colour (TextStyle): only allowlisted colours are read or written. */
export const SafeColor = Color.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          color: {
            default: null,
            parseHTML: (element) =>
              safeColour((getStyleProperty(element, "color") ?? element.style.color)?.replace(/['"]+/g, "")),
            renderHTML: (attributes) => {
              const colour = safeColour(attributes.color);
              return colour ? { style: `color: ${colour}` } : {};
            },
          },
        },
      },
    ];
  },
});

/** Font family (TextStyle): only allowlisted families are read or written. */
export const SafeFontFamily = FontFamily.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          fontFamily: {
            default: null,
            parseHTML: (element) =>
              safeFontFamily(getStyleProperty(element, "font-family") ?? element.style.fontFamily),
            renderHTML: (attributes) => {
              const family = safeFontFamily(attributes.fontFamily);
              return family ? { style: `font-family: ${family}` } : {};
            },
          },
        },
      },
    ];
  },
});

/** The attributes of a table cell or header: spans, widths and alignment, each checked. */
function cellAttributes(): Record<string, Attribute> {
  return {
    colspan: {
      default: 1,
      parseHTML: (element) => safeSpan(element.getAttribute("colspan") ?? 1),
      renderHTML: (attributes) => ({ colspan: safeSpan(attributes.colspan) }),
    },
    rowspan: {
      default: 1,
      parseHTML: (element) => safeSpan(element.getAttribute("rowspan") ?? 1),
      renderHTML: (attributes) => ({ rowspan: safeSpan(attributes.rowspan) }),
    },
    colwidth: {
      default: null,
      parseHTML: (element) => parseColumnWidths(element.getAttribute("colwidth")),
      renderHTML: (attributes) => {
        const widths = safeColumnWidths(attributes.colwidth);
        return widths ? { colwidth: widths.join(",") } : {};
      },
    },
    align: {
      default: null,
      parseHTML: (element) => safeAlign((element.style.textAlign || element.getAttribute("align") || "").trim()),
      renderHTML: (attributes) => {
        const align = safeAlign(attributes.align);
        return align ? { style: `text-align: ${align}` } : {};
      },
    },
  };
}

export const SafeTableCell = TableCell.extend({ addAttributes: cellAttributes });
export const SafeTableHeader = TableHeader.extend({ addAttributes: cellAttributes });

/**
 * Links: `rel` and `target` are pinned and `class` is never kept, whatever a document or a
 * collaborator sets (the href keeps TipTap's own protocol check, configured in editor-extensions).
 */
export const SafeLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      target: { default: LINK_TARGET, parseHTML: () => LINK_TARGET, renderHTML: () => ({ target: LINK_TARGET }) },
      rel: { default: LINK_REL, parseHTML: () => LINK_REL, renderHTML: () => ({ rel: LINK_REL }) },
      class: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
    };
  },
});
