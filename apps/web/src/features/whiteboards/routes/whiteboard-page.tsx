import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useLocale } from "../../../app/locale/use-locale";
import { useThemeMode } from "../../../app/theme/theme-mode";
import { errorMessageOf, HttpError } from "../../../lib/http";
import { useMe } from "../../auth/hooks/use-me";
import { caretColourOf } from "../../editor/editor-rules";
import { type CollabStatus, useCollabDocument } from "../../editor/hooks/use-collab-document";
import { PageToolsBar } from "../../pages/components/page-tools-bar";
import { usePageState } from "../../pages/hooks/use-page-state";
import type { PageTarget } from "../../pages/page-target";
import { useWhiteboard } from "../../workspaces/hooks/use-items";

const WhiteboardCanvas = lazy(async () => ({
  default: (await import("../components/whiteboard-canvas")).WhiteboardCanvas,
}));

/** Excalidraw's language for the app's locale. */
const EXCALIDRAW_LANG = { en: "en", ar: "ar-SA" } as const;

const STATUS_COLOUR: Record<CollabStatus, "default" | "success" | "warning"> = {
  connecting: "default",
  connected: "success",
  disconnected: "warning",
};

/** `.../whiteboard/{id}`: an Excalidraw canvas edited live by several people, read-only for viewers. */
export function WhiteboardPage() {
  const { t } = useTranslation();
  const { workspaceId = "", itemId = "" } = useParams();
  const locale = useLocale();
  const { mode } = useThemeMode();
  const me = useMe().data;
  const whiteboard = useWhiteboard(workspaceId, itemId);
  const target = useMemo<PageTarget>(
    () => ({ kind: "whiteboard", workspaceId, targetId: itemId }),
    [workspaceId, itemId],
  );
  const state = usePageState(target);
  const collab = useCollabDocument(whiteboard.isSuccess ? collabDocumentName("whiteboard", workspaceId, itemId) : null);
  const user = useMemo(
    () => ({
      id: me?.id ?? "",
      name: me ? `${me.firstName} ${me.lastName}`.trim() : "",
      color: caretColourOf(me?.id ?? ""),
    }),
    [me],
  );

  if (whiteboard.isPending) return <Skeleton variant="rounded" height={480} />;
  if (whiteboard.isError) {
    const missing = whiteboard.error instanceof HttpError && whiteboard.error.status === 404;
    return (
      <Alert severity={missing ? "info" : "error"}>
        {missing ? t("whiteboards.notFound") : (errorMessageOf(whiteboard.error) ?? t("whiteboards.failed"))}
      </Alert>
    );
  }
  const board = whiteboard.data;
  const canEdit = state.data?.canEdit ?? false;
  const readOnly = !canEdit || (collab?.readOnly ?? true);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, height: "calc(100vh - 220px)", minHeight: 560 }}>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, flexWrap: "wrap" }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h2" sx={{ fontSize: 24 }}>
            {board.title}
          </Typography>
          {board.description ? (
            <Typography color="text.secondary" sx={{ whiteSpace: "pre-wrap" }}>
              {board.description}
            </Typography>
          ) : null}
        </Box>
        {collab ? (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOUR[collab.status]}
            label={t(`whiteboards.status.${collab.status}`)}
            aria-live="polite"
          />
        ) : null}
        <PageToolsBar target={target} editor={null} title={board.title} />
      </Box>
      {state.isSuccess && readOnly && collab?.synced ? (
        <Alert severity="info">{t("whiteboards.readOnly")}</Alert>
      ) : null}
      <Box
        role="region"
        aria-label={t("whiteboards.canvasLabel", { title: board.title })}
        aria-busy={!collab?.synced}
        sx={{ flex: 1, minHeight: 0, border: 1, borderColor: "divider", borderRadius: 1, overflow: "hidden" }}
      >
        {collab?.synced && state.isSuccess ? (
          <Suspense fallback={<Skeleton variant="rectangular" height="100%" />}>
            <WhiteboardCanvas
              key={collab.ydoc.guid}
              collab={collab}
              readOnly={readOnly}
              theme={mode === "dark" ? "dark" : "light"}
              langCode={EXCALIDRAW_LANG[locale]}
              user={user}
            />
          </Suspense>
        ) : (
          <Box sx={{ p: 2 }}>
            <Typography color="text.secondary" role="status">
              {t("whiteboards.loading")}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
