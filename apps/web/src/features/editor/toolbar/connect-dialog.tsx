import type { WorkspaceItems } from "@bearish/shared/workspaces/workspace-items";
import ArticleIcon from "@mui/icons-material/Article";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DescriptionIcon from "@mui/icons-material/Description";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWorkspaceItems } from "../../workspaces/hooks/use-items";
import { matchesQuery } from "../editor-rules";

export interface ConnectTarget {
  key: string;
  title: string;
  kind: "document" | "wiki" | "wikiPage" | "whiteboard";
  /** Path under the workspace, e.g. `/doc/{id}`. */
  path: string;
}

/** Every page of a workspace a link can point to: documents, wikis, wiki pages and whiteboards. */
export function connectTargets(items: WorkspaceItems): ConnectTarget[] {
  return [
    ...items.document.map((d) => ({
      key: `d${d.id}`,
      title: d.title,
      kind: "document" as const,
      path: `/doc/${d.id}`,
    })),
    ...items.wiki.flatMap((w) => [
      { key: `w${w.id}`, title: w.name, kind: "wiki" as const, path: `/wiki/${w.id}` },
      ...w.pages.map((p) => ({
        key: `p${p.id}`,
        title: p.title,
        kind: "wikiPage" as const,
        path: `/wiki/${w.id}/page/${p.id}`,
      })),
    ]),
    ...items.whiteboard.map((w) => ({
      key: `b${w.id}`,
      title: w.title,
      kind: "whiteboard" as const,
      path: `/whiteboard/${w.id}`,
    })),
  ];
}

const icons: Record<ConnectTarget["kind"], ReactNode> = {
  document: <DescriptionIcon fontSize="small" />,
  wiki: <MenuBookIcon fontSize="small" />,
  wikiPage: <ArticleIcon fontSize="small" />,
  whiteboard: <DashboardIcon fontSize="small" />,
};

interface ConnectDialogProps {
  editor: Editor;
  workspaceId: string;
  /** The workspace's in-app path with its locale, e.g. `/en/workspace/bearish/{id}`. */
  workspaceBase: string;
  onClose: () => void;
}

/** The toolbar's connect button: picks a page of the workspace and inserts a link to it. */
export function ConnectDialog({ editor, workspaceId, workspaceBase, onClose }: ConnectDialogProps) {
  const { t } = useTranslation();
  const items = useWorkspaceItems(workspaceId);
  const [query, setQuery] = useState("");
  const targets = useMemo(() => (items.data ? connectTargets(items.data) : []), [items.data]);
  const shown = targets.filter((target) => matchesQuery(query, target.title));

  const connect = (target: ConnectTarget) => {
    // Absolute, so the link passes the editor's http/https rule and works when copied out.
    const href = `${window.location.origin}${workspaceBase}${target.path}`;
    editor
      .chain()
      .focus()
      .insertContent([
        { type: "text", text: target.title, marks: [{ type: "link", attrs: { href } }] },
        { type: "text", text: " " },
      ])
      .run();
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="editor-connect-title">
      <DialogTitle id="editor-connect-title">{t("editor.connect.title")}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          autoFocus
          size="small"
          label={t("editor.connect.search")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ mt: 1 }}
        />
        {items.isPending ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t("editor.connect.loading")}
          </Typography>
        ) : shown.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t("editor.connect.none")}
          </Typography>
        ) : (
          <List dense sx={{ maxHeight: 320, overflow: "auto" }}>
            {shown.map((target) => (
              <ListItemButton key={target.key} onClick={() => connect(target)}>
                <ListItemIcon sx={{ minWidth: 32 }}>{icons[target.kind]}</ListItemIcon>
                <ListItemText primary={target.title} secondary={t(`editor.connect.${target.kind}`)} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
