import type { Wiki } from "@bearish/shared/workspaces/workspace-items";
import AccountTreeOutlinedIcon from "@mui/icons-material/AccountTreeOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf, HttpError } from "../../../lib/http";
import { PageEditor } from "../../editor/components/page-editor";
import { useWiki } from "../../workspaces/hooks/use-items";
import { useWorkspace } from "../../workspaces/hooks/use-workspaces";
import { workspacePath } from "../../workspaces/workspace-paths";
import { WikiTree } from "../components/wiki-tree";
import { ancestorsOf } from "../wiki-tree-rules";

/** The page a wiki opens: the one in the route, else its home page, else its first page. */
function openPageId(wiki: Wiki, routePageId: string | undefined): string | null {
  if (routePageId) return routePageId;
  if (wiki.homePageId && wiki.pages.some((p) => p.id === wiki.homePageId)) return wiki.homePageId;
  return wiki.pages[0]?.id ?? null;
}

function WikiBreadcrumbs({ wiki, wikiPath, pageId }: { wiki: Wiki; wikiPath: string; pageId: string | null }) {
  const { t } = useTranslation();
  const page = wiki.pages.find((p) => p.id === pageId);
  return (
    <Breadcrumbs aria-label={t("wikis.breadcrumbs")} sx={{ mb: 1.5 }}>
      <Link component={RouterLink} to={wikiPath} underline="hover" color="inherit">
        {wiki.name}
      </Link>
      {page
        ? ancestorsOf(wiki.pages, page.id).map((above) => (
            <Link
              key={above.id}
              component={RouterLink}
              to={`${wikiPath}/page/${above.id}`}
              underline="hover"
              color="inherit"
            >
              {above.title}
            </Link>
          ))
        : null}
      {page ? (
        <Typography color="text.primary" aria-current="page">
          {page.title}
        </Typography>
      ) : null}
    </Breadcrumbs>
  );
}

/** `.../wiki/{wikiId}` and `.../wiki/{wikiId}/page/{pageId}`: the page tree beside the open page (home page by default). */
export function WikiPage() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const treeId = useId();
  const [treeShown, setTreeShown] = useState(false);
  const { workspaceId = "", itemId: wikiId = "", pageId: routePageId } = useParams();
  const workspace = useWorkspace(workspaceId);
  const query = useWiki(workspaceId, wikiId);

  if (query.isPending || workspace.isPending) return <Skeleton variant="rounded" height={240} />;
  if (query.isError || workspace.isError) {
    const error = query.error ?? workspace.error;
    const missing = error instanceof HttpError && error.status === 404;
    return (
      <Alert severity={missing ? "info" : "error"}>
        {missing ? t("wikis.notFound") : (errorMessageOf(error) ?? t("wikis.failed"))}
      </Alert>
    );
  }
  const wiki = query.data;
  const canEdit = workspace.data.can.edit;
  const wikiPath = to(`${workspacePath(workspace.data)}/wiki/${wiki.id}`);
  const pageId = openPageId(wiki, routePageId);
  const pageExists = pageId !== null && wiki.pages.some((p) => p.id === pageId);
  const tree = (
    <WikiTree
      workspaceId={workspaceId}
      wikiId={wiki.id}
      wikiName={wiki.name}
      wikiPath={wikiPath}
      pages={wiki.pages}
      currentPageId={pageExists ? pageId : null}
      canEdit={canEdit}
    />
  );

  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: narrow ? "1fr" : "minmax(220px, 280px) minmax(0, 1fr)",
        gap: 3,
        alignItems: "start",
      }}
    >
      <Box
        component="nav"
        aria-label={t("wikis.treeLabel", { name: wiki.name })}
        sx={{
          borderInlineEnd: narrow ? 0 : 1,
          borderBottom: narrow ? 1 : 0,
          borderColor: "divider",
          paddingInlineEnd: narrow ? 0 : 2,
          pb: narrow ? 1 : 0,
          position: narrow ? "static" : "sticky",
          top: 16,
        }}
      >
        <Typography variant="h2" sx={{ fontSize: 20, mb: 1 }}>
          {wiki.name}
        </Typography>
        {narrow ? (
          <>
            <Button
              size="small"
              startIcon={<AccountTreeOutlinedIcon />}
              aria-expanded={treeShown}
              aria-controls={treeId}
              onClick={() => setTreeShown((shown) => !shown)}
            >
              {t(treeShown ? "wikis.hidePages" : "wikis.showPages")}
            </Button>
            <Collapse in={treeShown} id={treeId}>
              <Box sx={{ pt: 1 }}>{tree}</Box>
            </Collapse>
          </>
        ) : (
          tree
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <WikiBreadcrumbs wiki={wiki} wikiPath={wikiPath} pageId={pageExists ? pageId : null} />
        {pageExists ? (
          <PageEditor key={pageId} target={{ kind: "wiki_page", workspaceId, targetId: pageId, wikiId: wiki.id }} />
        ) : pageId ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={wikiPath} color="inherit">
                {t("wikis.openHome")}
              </Button>
            }
          >
            {t("wikis.pageMissing")}
          </Alert>
        ) : (
          <Typography color="text.secondary">{t("wikis.empty")}</Typography>
        )}
      </Box>
    </Box>
  );
}
