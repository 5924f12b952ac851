import Box from "@mui/material/Box";

/**
 * Read-only page content. `html` must come from `safeEditorHtml` (lib/safe-html.ts): the editor
 * subset's allowlist has removed scripts, handlers and unsafe links and styles.
 */
export function PageHtml({ html }: { html: string }) {
  return (
    <Box
      className="bearish-page-html"
      sx={{
        overflowWrap: "anywhere",
        lineHeight: 1.6,
        "& img": { maxWidth: "100%", height: "auto" },
        "& table": { borderCollapse: "collapse", width: "100%" },
        "& th, & td": { border: 1, borderColor: "divider", p: 0.75, textAlign: "start" },
        "& blockquote": { m: 0, paddingInlineStart: 2, borderInlineStart: 3, borderColor: "divider" },
        "& pre": { p: 1.5, borderRadius: 1, bgcolor: "action.hover", overflowX: "auto" },
        "& a": { color: "primary.main" },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by safeEditorHtml (lib/safe-html.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
