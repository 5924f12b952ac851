import type { Workspace } from "@bearish/shared/workspaces/workspace";
import type { ComponentType } from "@bearish/shared/workspaces/workspace-items";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useOutletContext, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { DeleteWikiPageButton } from "../components/delete-wiki-page-button";
import { NewWikiPageButton } from "../components/new-wiki-page-button";
import { RichTextItem } from "../components/rich-text-item";
import {
  useComponent,
  useDocument,
  useSaveDocument,
  useSaveWikiPage,
  useWhiteboard,
  useWiki,
  useWikiPage,
} from "../hooks/use-items";
import { workspacePath } from "../workspace-paths";

function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton variant="rounded" height={200} />;
  if (query.isError)
    return <Alert severity="error">{errorMessageOf(query.error) ?? t("workspace.items.failed")}</Alert>;
  return <>{children(query.data)}</>;
}

/** Board, list or checklist: name and description; tasks come with the tasks area, so none are shown. */
export function ComponentItemPage({ kind }: { kind: ComponentType }) {
  const { t } = useTranslation();
  const { workspaceId = "", itemId = "" } = useParams();
  const query = useComponent(workspaceId, itemId);
  return (
    <Loaded query={query}>
      {(c) => (
        <Box>
          <Typography variant="overline" color="text.secondary">
            {t(`workspace.itemTypes.${kind}`)}
          </Typography>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {c.name}
          </Typography>
          {c.description ? <Typography sx={{ mb: 2, whiteSpace: "pre-wrap" }}>{c.description}</Typography> : null}
          <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
            <Typography color="text.secondary">{t("workspace.items.tasksLater")}</Typography>
          </Paper>
        </Box>
      )}
    </Loaded>
  );
}

export function BoardItemPage() {
  return <ComponentItemPage kind="Board" />;
}
export function ListItemPage() {
  return <ComponentItemPage kind="List" />;
}
export function ChecklistItemPage() {
  return <ComponentItemPage kind="Checklist" />;
}

/** A whiteboard: its title and description; the canvas arrives with the editor issue. */
export function WhiteboardItemPage() {
  const { t } = useTranslation();
  const { workspaceId = "", itemId = "" } = useParams();
  const query = useWhiteboard(workspaceId, itemId);
  return (
    <Loaded query={query}>
      {(wb) => (
        <Box>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {wb.title}
          </Typography>
          {wb.description ? <Typography sx={{ mb: 2 }}>{wb.description}</Typography> : null}
          <Paper
            variant="outlined"
            aria-disabled="true"
            sx={{ p: 6, textAlign: "center", opacity: 0.6, borderStyle: "dashed", bgcolor: "action.hover" }}
          >
            <Typography color="text.secondary">{t("workspace.items.canvasLater")}</Typography>
          </Paper>
        </Box>
      )}
    </Loaded>
  );
}

export function DocumentItemPage() {
  const { workspaceId = "", itemId = "" } = useParams();
  const workspace = useOutletContext<Workspace>();
  const query = useDocument(workspaceId, itemId);
  const save = useSaveDocument(workspaceId, itemId);
  return (
    <Loaded query={query}>
      {(doc) => (
        <RichTextItem
          key={`${doc.id}-${doc.version}`}
          title={doc.title}
          content={doc.content}
          version={doc.version}
          canEdit={workspace.can.edit}
          onSave={(body) => save.mutateAsync(body)}
          onReload={() => void query.refetch()}
        />
      )}
    </Loaded>
  );
}

/** A wiki: its pages, each opening its own page route. */
export function WikiItemPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { workspaceId = "", itemId = "" } = useParams();
  const workspace = useOutletContext<Workspace>();
  const query = useWiki(workspaceId, itemId);
  const wikiPath = to(`${workspacePath(workspace)}/wiki/${itemId}`);
  return (
    <Loaded query={query}>
      {(wiki) => (
        <Box>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {wiki.name}
          </Typography>
          {wiki.description ? <Typography sx={{ mb: 2 }}>{wiki.description}</Typography> : null}
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              {t("workspace.items.pages")}
            </Typography>
            {workspace.can.edit ? (
              <NewWikiPageButton workspaceId={workspaceId} wikiId={wiki.id} wikiPath={wikiPath} />
            ) : null}
          </Box>
          <List>
            {wiki.pages.map((page) => (
              <ListItemButton
                key={page.id}
                component={RouterLink}
                to={`${wikiPath}/page/${page.id}`}
                sx={{ ps: page.parentPageId ? 4 : 2 }}
              >
                <ListItemText primary={page.title} secondary={page.isWikiHome ? t("workspace.items.homePage") : null} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
    </Loaded>
  );
}

/** A wiki page: its rich text (title and content editable by editors) and, except on the home page, Delete. */
export function WikiPageItemPage() {
  const to = useLocalePath();
  const { workspaceId = "", itemId = "", pageId = "" } = useParams();
  const workspace = useOutletContext<Workspace>();
  const query = useWikiPage(workspaceId, itemId, pageId);
  const save = useSaveWikiPage(workspaceId, itemId, pageId);
  return (
    <Loaded query={query}>
      {(page) => (
        <Box>
          {workspace.can.edit && !page.isWikiHome ? (
            <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1 }}>
              <DeleteWikiPageButton
                workspaceId={workspaceId}
                wikiId={itemId}
                pageId={page.id}
                title={page.title}
                wikiPath={to(`${workspacePath(workspace)}/wiki/${itemId}`)}
              />
            </Box>
          ) : null}
          <RichTextItem
            key={`${page.id}-${page.version}`}
            title={page.title}
            content={page.content}
            version={page.version}
            canEdit={workspace.can.edit}
            onSave={(body) => save.mutateAsync(body)}
            onReload={() => void query.refetch()}
          />
        </Box>
      )}
    </Loaded>
  );
}
