import { codeLanguage } from "@bearish/shared/editor/blocks/code-block";
import CheckOutlined from "@mui/icons-material/CheckOutlined";
import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { NodeViewContent, type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CODE_LANGUAGES, languageName } from "./code-languages";

type CopyState = "idle" | "copied" | "failed";

/** A code block (spec §3): monospaced editable code, a language selector for editors and a copy button. */
export function CodeBlockView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t } = useTranslation();
  const language = codeLanguage(node.attrs.language);
  const [copy, setCopy] = useState<CopyState>("idle");
  const label = language === "plaintext" ? t("editorMedia.code.plainText") : languageName(language);
  const known = CODE_LANGUAGES.some(([name]) => name === language);

  useEffect(() => {
    if (copy === "idle") return;
    const timer = window.setTimeout(() => setCopy("idle"), 2000);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyCode = () => {
    const clipboard = navigator.clipboard;
    if (!clipboard) {
      setCopy("failed");
      return;
    }
    clipboard.writeText(node.textContent).then(
      () => setCopy("copied"),
      () => setCopy("failed"),
    );
  };

  const copyLabel =
    copy === "copied"
      ? t("editorMedia.code.copied")
      : copy === "failed"
        ? t("editorMedia.code.copyFailed")
        : t("editorMedia.code.copy");

  return (
    <NodeViewWrapper data-type="code-block" aria-label={t("editorMedia.code.label", { language: label })} role="group">
      <Box
        sx={{ my: 1, borderRadius: 1, border: 1, borderColor: "divider", bgcolor: "action.hover", overflow: "hidden" }}
      >
        <Box
          contentEditable={false}
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            px: 1,
            py: 0.5,
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          {editor.isEditable ? (
            <TextField
              select
              size="small"
              variant="standard"
              label={t("editorMedia.code.language")}
              value={language}
              onChange={(event) => updateAttributes({ language: event.target.value })}
              sx={{ minWidth: 140 }}
            >
              {known ? null : <MenuItem value={language}>{language}</MenuItem>}
              {CODE_LANGUAGES.map(([name, display]) => (
                <MenuItem key={name} value={name}>
                  {name === "plaintext" ? t("editorMedia.code.plainText") : display}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          <Tooltip title={copyLabel}>
            <IconButton size="small" aria-label={copyLabel} onClick={copyCode}>
              {copy === "copied" ? <CheckOutlined fontSize="small" /> : <ContentCopyOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
        </Box>
        <Box
          component="pre"
          dir="ltr"
          sx={{ m: 0, p: 1.5, overflowX: "auto", fontFamily: "monospace", fontSize: 14, textAlign: "left" }}
        >
          <NodeViewContent<"code"> as="code" className={`language-${language}`} />
        </Box>
      </Box>
    </NodeViewWrapper>
  );
}
