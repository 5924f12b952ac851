import type { WikiPageNode } from "@bearish/shared/workspaces/workspace-items";
import { DndContext, DragOverlay, pointerWithin } from "@dnd-kit/core";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useCreatePage, useMoveWikiPage } from "../hooks/use-wiki-tree";
import { type DropTarget, useWikiTreeDnd } from "../hooks/use-wiki-tree-dnd";
import {
  ancestorsOf,
  buildTree,
  isSelfOrDescendant,
  type KeyboardMove,
  keyboardMove,
  parentOf,
  siblingsOf,
  type TreeMove,
  visibleNodes,
} from "../wiki-tree-rules";
import { type PageDialogRequest, WikiPageDialogs } from "./wiki-page-dialogs";
import { WikiPageMenu } from "./wiki-page-menu";
import { WikiTreeRow } from "./wiki-tree-row";

export interface WikiTreeProps {
  workspaceId: string;
  wikiId: string;
  wikiName: string;
  /** The wiki's locale path; pages open at `{wikiPath}/page/{id}`. */
  wikiPath: string;
  pages: WikiPageNode[];
  currentPageId: string | null;
  canEdit: boolean;
}

/**
 * The wiki's pages as a tree (WAI-ARIA tree pattern): expand and collapse, the home page marked, the open
 * page highlighted, arrow keys and Enter, and for editors new pages, a row menu, drag and drop and
 * Alt+arrow moves. Moves show at once and roll back if the server refuses them.
 */
export function WikiTree({ workspaceId, wikiId, wikiName, wikiPath, pages, currentPageId, canEdit }: WikiTreeProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const navigate = useNavigate();
  const { showSnackbar } = useSnackbar();
  const helpId = useId();
  const move = useMoveWikiPage(workspaceId, wikiId);
  const create = useCreatePage(workspaceId, wikiId);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(currentPageId);
  const [dialog, setDialog] = useState<PageDialogRequest | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const rowRefs = useRef(new Map<string, HTMLElement>());
  const focusAfterRender = useRef<string | null>(null);

  const tree = useMemo(() => buildTree(pages), [pages]);
  const rows = useMemo(() => visibleNodes(tree, collapsed), [tree, collapsed]);
  const titleOf = (id: string) => pages.find((p) => p.id === id)?.title ?? "";
  const pagePath = (id: string) => `${wikiPath}/page/${id}`;

  // The open page is always visible: its ancestors open when it changes.
  useEffect(() => {
    if (!currentPageId) return;
    const above = ancestorsOf(pages, currentPageId).map((p) => p.id);
    setCollapsed((prev) =>
      above.some((id) => prev.has(id)) ? new Set([...prev].filter((id) => !above.includes(id))) : prev,
    );
  }, [currentPageId, pages]);

  useEffect(() => {
    const id = focusAfterRender.current;
    if (!id) return;
    focusAfterRender.current = null;
    rowRefs.current.get(id)?.focus();
  });

  const tabStop = rows.some((r) => r.page.id === focusedId) ? focusedId : (rows[0]?.page.id ?? null);
  const focusRow = (id: string) => {
    setFocusedId(id);
    focusAfterRender.current = id;
    rowRefs.current.get(id)?.focus();
  };
  const setOpen = (id: string, open: boolean) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = (next: TreeMove) => {
    const title = titleOf(next.pageId);
    if (next.parentPageId) setOpen(next.parentPageId, true);
    move.mutate(next, {
      onSuccess: () => setAnnouncement(t("wikis.moved", { title })),
      onError: (error) => showSnackbar(errorMessageOf(error) ?? t("wikis.moveFailed"), { severity: "error" }),
    });
  };
  const dnd = useWikiTreeDnd(pages, send);

  const addPage = (parentPageId: string | null) =>
    create.mutate(parentPageId, {
      onSuccess: (page) => {
        if (parentPageId) setOpen(parentPageId, true);
        navigate(pagePath(page.id));
      },
      onError: (error) => showSnackbar(errorMessageOf(error) ?? t("wikis.actionFailed"), { severity: "error" }),
    });

  const onRowKeyDown = (id: string, hasChildren: boolean, event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const rtl = theme.direction === "rtl";
    const inward = rtl ? "ArrowLeft" : "ArrowRight";
    const outward = rtl ? "ArrowRight" : "ArrowLeft";
    const index = rows.findIndex((r) => r.page.id === id);
    if (event.altKey) {
      const direction: KeyboardMove | null =
        event.key === "ArrowUp"
          ? "up"
          : event.key === "ArrowDown"
            ? "down"
            : event.key === inward
              ? "indent"
              : event.key === outward
                ? "outdent"
                : null;
      if (!direction || !canEdit) return;
      event.preventDefault();
      const next = keyboardMove(pages, id, direction);
      if (next) {
        focusAfterRender.current = id;
        send(next);
      }
      return;
    }
    const go = (target: string | undefined) => {
      if (!target) return;
      event.preventDefault();
      focusRow(target);
    };
    switch (event.key) {
      case "ArrowDown":
        return go(rows[index + 1]?.page.id);
      case "ArrowUp":
        return go(rows[index - 1]?.page.id);
      case "Home":
        return go(rows[0]?.page.id);
      case "End":
        return go(rows[rows.length - 1]?.page.id);
      case inward:
        event.preventDefault();
        if (hasChildren && collapsed.has(id)) setOpen(id, true);
        else if (hasChildren) go(siblingsOf(pages, id)[0]?.id);
        return;
      case outward: {
        event.preventDefault();
        if (hasChildren && !collapsed.has(id)) setOpen(id, false);
        else go(parentOf(pages, id) ?? undefined);
        return;
      }
      case "Enter":
        event.preventDefault();
        navigate(pagePath(id));
        return;
    }
  };

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {t("wikis.pages")}
        </Typography>
        {canEdit ? (
          <Button size="small" startIcon={<AddIcon />} disabled={create.isPending} onClick={() => addPage(null)}>
            {t("wikis.newPage")}
          </Button>
        ) : null}
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("wikis.empty")}
        </Typography>
      ) : null}
      <DndContext collisionDetection={pointerWithin} {...dnd.contextProps}>
        <Box role="tree" aria-label={t("wikis.treeLabel", { name: wikiName })} aria-describedby={helpId}>
          {rows.map((node) => {
            const id = node.page.id;
            const siblings = siblingsOf(pages, parentOf(pages, id));
            const hasChildren = node.children.length > 0;
            const drop = dnd.target?.overId === id && dnd.target.move ? dnd.target.position : null;
            return (
              <WikiTreeRow
                key={id}
                id={id}
                title={node.page.title}
                depth={node.depth}
                isHome={node.page.isWikiHome}
                hasChildren={hasChildren}
                expanded={!collapsed.has(id)}
                selected={id === currentPageId}
                focusable={id === tabStop}
                href={pagePath(id)}
                canDrag={canEdit}
                drop={drop}
                position={{ index: siblings.findIndex((p) => p.id === id), size: siblings.length }}
                onToggle={() => setOpen(id, collapsed.has(id))}
                onKeyDown={(event) => onRowKeyDown(id, hasChildren, event)}
                onFocus={() => setFocusedId(id)}
                rowRef={(element) => {
                  if (element) rowRefs.current.set(id, element);
                  else rowRefs.current.delete(id);
                }}
                menu={
                  canEdit ? (
                    <WikiPageMenu
                      title={node.page.title}
                      isHome={node.page.isWikiHome}
                      tabbable={id === tabStop}
                      onAction={(action) =>
                        action === "newChild" ? addPage(id) : setDialog({ kind: action, page: node.page })
                      }
                    />
                  ) : null
                }
              />
            );
          })}
        </Box>
        <DragOverlay dropAnimation={null}>
          {dnd.activeId ? (
            <Paper elevation={4} sx={{ px: 1.5, py: 0.75, maxWidth: 280 }}>
              <Typography noWrap>{titleOf(dnd.activeId)}</Typography>
              <DropHint pages={pages} activeId={dnd.activeId} target={dnd.target} titleOf={titleOf} />
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
      <Typography id={helpId} variant="caption" color="text.secondary" sx={{ display: "block", mt: 1 }}>
        {t("wikis.keyboardHelp")}
      </Typography>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <WikiPageDialogs
        workspaceId={workspaceId}
        wikiId={wikiId}
        wikiPath={wikiPath}
        request={dialog}
        openPageIsBelow={(pageId) => currentPageId !== null && isSelfOrDescendant(pages, pageId, currentPageId)}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

/** Under the dragged title: where it would go, or why it cannot go there. */
function DropHint({
  pages,
  activeId,
  target,
  titleOf,
}: {
  pages: readonly WikiPageNode[];
  activeId: string;
  target: DropTarget | null;
  titleOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  if (!target || target.overId === activeId) return null;
  if (isSelfOrDescendant(pages, activeId, target.overId)) {
    return (
      <Typography variant="caption" color="error">
        {t("wikis.dropRefused")}
      </Typography>
    );
  }
  if (target.position !== "inside" || !target.move) return null;
  return (
    <Typography variant="caption" color="text.secondary">
      {t("wikis.dropInside", { title: titleOf(target.overId) })}
    </Typography>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
