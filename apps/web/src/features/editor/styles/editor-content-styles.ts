import type { SxProps, Theme } from "@mui/material/styles";

/**
 * The document's look in both themes and both directions (only logical properties, so RTL mirrors
 * itself): headings, lists, quotes, code, tables, links, selection and collaborators' named carets.
 */
export const editorContentSx: SxProps<Theme> = (theme) => ({
  "& .ProseMirror": {
    minHeight: 320,
    outline: "none",
    px: { xs: 1, sm: 2 },
    py: 1.5,
    lineHeight: 1.7,
    fontSize: "1rem",
    color: "text.primary",
    wordBreak: "break-word",
    borderRadius: 1,
    "&:focus-visible": { boxShadow: `0 0 0 2px ${theme.palette.primary.main}40` },
    "& > * + *": { marginBlockStart: "0.75em" },
    // Each paragraph takes the direction of its own first letter (an Arabic paragraph in an English
    // page and the reverse), aligned to its start. CSS rather than a dir="auto" decoration per block:
    // thousands of node decorations made every keystroke cost time in proportion to the document.
    "& :is(p, h1, h2, h3, li, blockquote, td, th)": { unicodeBidi: "plaintext", textAlign: "start" },
    "& p": { margin: 0 },
    "& h1, & h2, & h3": { lineHeight: 1.3, marginBlock: "1.1em 0.4em", fontWeight: 700 },
    "& h1": { fontSize: "2rem" },
    "& h2": { fontSize: "1.5rem" },
    "& h3": { fontSize: "1.25rem" },
    "& ul, & ol": { paddingInlineStart: "1.6em", marginBlock: 0 },
    "& li > p": { margin: 0 },
    "& blockquote": {
      marginInline: 0,
      paddingInlineStart: "1em",
      borderInlineStart: `4px solid ${theme.palette.divider}`,
      color: "text.secondary",
    },
    "& code": {
      fontFamily: "'Roboto Mono', ui-monospace, monospace",
      fontSize: "0.9em",
      bgcolor: "action.hover",
      borderRadius: 0.5,
      px: 0.5,
    },
    "& pre": {
      direction: "ltr",
      textAlign: "left",
      fontFamily: "'Roboto Mono', ui-monospace, monospace",
      bgcolor: theme.palette.mode === "dark" ? "grey.900" : "grey.100",
      color: "text.primary",
      borderRadius: 1,
      p: 1.5,
      overflowX: "auto",
      "& code": { bgcolor: "transparent", p: 0, fontSize: "0.875rem" },
    },
    "& a": { color: "primary.main", textDecoration: "underline", cursor: "pointer" },
    "& hr": { border: 0, borderBlockStart: `1px solid ${theme.palette.divider}`, marginBlock: "1.5em" },
    "& table": {
      borderCollapse: "collapse",
      width: "100%",
      tableLayout: "fixed",
      overflow: "hidden",
      "& td, & th": {
        border: `1px solid ${theme.palette.divider}`,
        padding: "6px 8px",
        verticalAlign: "top",
        position: "relative",
        textAlign: "start",
        minWidth: 48,
      },
      "& th": { bgcolor: "action.hover", fontWeight: 600 },
      "& .selectedCell::after": {
        content: '""',
        position: "absolute",
        inset: 0,
        bgcolor: `${theme.palette.primary.main}22`,
        pointerEvents: "none",
      },
    },
    "& ::selection": { bgcolor: `${theme.palette.primary.main}44` },
    "& .ProseMirror-selectednode": { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    "& .suggestion": { color: "primary.main" },
    // Collaborators' carets (CollaborationCaret's default classes): a thin coloured bar with a name label.
    "& .collaboration-carets__caret": {
      position: "relative",
      marginInline: "-1px",
      borderInlineStart: "1px solid",
      borderInlineEnd: "1px solid",
      wordBreak: "normal",
      pointerEvents: "none",
    },
    "& .collaboration-carets__label": {
      position: "absolute",
      insetBlockEnd: "100%",
      insetInlineStart: "-1px",
      borderRadius: "3px 3px 3px 0",
      color: "#fff",
      fontSize: "0.75rem",
      fontWeight: 600,
      lineHeight: 1.4,
      px: 0.5,
      whiteSpace: "nowrap",
      userSelect: "none",
    },
  },
  "& .ProseMirror[contenteditable='false']": { cursor: "default" },
});
