import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { HttpError } from "../../../lib/http";
import { useMe } from "../../auth/hooks/use-me";
import { PageBanner } from "../../pages/components/page-banner";
import { PageToolsBar } from "../../pages/components/page-tools-bar";
import { usePageState } from "../../pages/hooks/use-page-state";
import { PageTargetContext } from "../../pages/page-files";
import type { PageTarget } from "../../pages/page-target";
import { usePageTitle } from "../hooks/use-page-title";
import { CollabEditor } from "./collab-editor";
import { PageTitle } from "./page-title";

/** The workspace's in-app path under the current locale, from the route (`/{locale}/workspace/{source}/{id}`). */
function useWorkspaceBase(workspaceId: string): string {
  const { source = "bearish" } = useParams();
  const to = useLocalePath();
  return to(`/workspace/${source}/${workspaceId}`);
}

/**
 * A document or wiki page: banner, title (renamed inline by editors), the page menu, and the live
 * collaborative editor (Hocuspocus at /api/collab) with toolbar, slash menu and command palette.
 * Read-only when the caller may not edit (spec §4, §6), following the page state as it changes.
 */
export function PageEditor({ target }: { target: PageTarget }) {
  const { t } = useTranslation();
  const state = usePageState(target);
  const title = usePageTitle(target);
  const me = useMe();
  const workspaceBase = useWorkspaceBase(target.workspaceId);
  const [editor, setEditor] = useState<Editor | null>(null);

  if (state.isError) {
    const missing = state.error instanceof HttpError && (state.error.status === 404 || state.error.status === 403);
    return (
      <Alert severity={missing ? "info" : "error"} sx={{ my: 2 }}>
        {missing ? t("editor.page.notFound") : t("editor.page.loadFailed")}
      </Alert>
    );
  }
  if (state.isPending) {
    return (
      <Stack spacing={2} sx={{ py: 2 }} aria-busy="true" aria-label={t("editor.page.loading")}>
        <Skeleton variant="text" height={56} width="50%" />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }

  const page = state.data;
  const titleText = title.data ?? "";
  const user = me.data
    ? { id: me.data.id, name: `${me.data.firstName} ${me.data.lastName}`.trim() || me.data.email }
    : { id: "", name: "" };

  return (
    <Box component="article" sx={{ maxWidth: 960, mx: "auto", width: "100%" }}>
      {page.bannerUrl ? <PageBanner src={page.bannerUrl} alt={t("editor.page.banner")} /> : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {title.isPending ? (
            <Skeleton variant="text" height={56} width="50%" />
          ) : (
            <PageTitle target={target} title={titleText} canEdit={page.canEdit} />
          )}
        </Box>
        <PageToolsBar target={target} editor={editor} title={titleText} />
      </Stack>
      {page.canEdit ? null : (
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
          {t("editor.page.readOnly")}
        </Alert>
      )}
      {/* Images uploaded in the editor become files of this page (stable paths, never expiring URLs). */}
      <PageTargetContext.Provider value={target}>
        <CollabEditor
          target={target}
          canEdit={page.canEdit}
          user={user}
          workspaceBase={workspaceBase}
          onEditor={setEditor}
        />
      </PageTargetContext.Provider>
    </Box>
  );
}
