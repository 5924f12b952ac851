import type { PageVersion, PageVersionSummary } from "@bearish/shared/pages/page-versions";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { safeEditorHtml } from "../../../lib/safe-html";
import { usePageVersion } from "../hooks/use-page-history";
import type { PageTarget } from "../page-target";
import { PageHtml } from "./page-html";
import { PanelLoading } from "./side-panel";

interface VersionViewDialogProps {
  target: PageTarget;
  versionId: string;
  canEdit: boolean;
  onClose: () => void;
  onRestore: (version: PageVersionSummary) => void;
}

/** How many elements a whiteboard version's scene JSON holds (its content is not HTML). */
function sceneElementCount(content: string): number {
  try {
    const scene = JSON.parse(content) as { elements?: unknown };
    if (Array.isArray(scene.elements)) return scene.elements.length;
    if (scene.elements && typeof scene.elements === "object") return Object.keys(scene.elements).length;
    return 0;
  } catch {
    return 0;
  }
}

/** One version, read-only: rich text as sanitized HTML, a whiteboard as a summary of its scene. */
export function VersionViewDialog({ target, versionId, canEdit, onClose, onRestore }: VersionViewDialogProps) {
  const { t } = useTranslation();
  const version = usePageVersion(target, versionId);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="page-version-view">
      <DialogTitle id="page-version-view">
        {version.data?.label ?? version.data?.title ?? t("pages.versions.title")}
      </DialogTitle>
      <DialogContent dividers>
        {version.isPending ? <PanelLoading /> : null}
        {version.isError ? <Alert severity="error">{t("pages.loadFailed")}</Alert> : null}
        {version.data ? <VersionContent kind={target.kind} version={version.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("pages.close")}</Button>
        {canEdit && version.data ? (
          <Button variant="contained" onClick={() => version.data && onRestore(version.data)}>
            {t("pages.versions.restore")}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

function VersionContent({ kind, version }: { kind: PageTarget["kind"]; version: PageVersion }) {
  const { t } = useTranslation();
  const html = useMemo(() => (kind === "whiteboard" ? "" : safeEditorHtml(version.content)), [kind, version.content]);
  if (kind === "whiteboard") {
    return (
      <Typography color="text.secondary">
        {t("pages.versions.whiteboardContent", { count: sceneElementCount(version.content) })}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
        {version.title}
      </Typography>
      <PageHtml html={html} />
    </Box>
  );
}
