import { directionOf } from "@bearish/shared/app/locales";
import DownloadIcon from "@mui/icons-material/Download";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { safeEditorHtml } from "../../../lib/safe-html";
import { downloadFile, fileNameOf, pageHtmlDocument, pageMarkdown, textStats } from "../export-page";

/** Page tools: word and character count, reading time, export as HTML or as Markdown-like text. */
export function PageToolsDialog({ editor, title, onClose }: { editor: Editor; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const numbers = new Intl.NumberFormat(locale);
  const stats = useMemo(() => textStats(editor.getText({ blockSeparator: "\n" })), [editor]);

  const exportHtml = () => {
    const html = pageHtmlDocument(title, safeEditorHtml(editor.getHTML()), locale, directionOf(locale));
    downloadFile(fileNameOf(title, "html"), html, "text/html;charset=utf-8");
  };
  const exportText = () =>
    downloadFile(fileNameOf(title, "md"), pageMarkdown(title, editor.getHTML()), "text/markdown;charset=utf-8");

  const figures = [
    { label: t("pages.tools.words"), value: numbers.format(stats.words) },
    { label: t("pages.tools.characters"), value: numbers.format(stats.characters) },
    { label: t("pages.tools.readingTime"), value: t("pages.tools.minutes", { count: stats.readingMinutes }) },
  ];

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="page-tools-title">
      <DialogTitle id="page-tools-title">{t("pages.tools.title")}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "1fr auto", rowGap: 1, m: 0 }}>
          {figures.map((f) => (
            <Box key={f.label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: "flex", gap: 1, mt: 3, flexWrap: "wrap" }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportHtml}>
            {t("pages.tools.exportHtml")}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportText}>
            {t("pages.tools.exportText")}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("pages.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
