import { SLASH_MENU_OFFSET_PX } from "@bearish/shared/editor/editor-constants";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Paper from "@mui/material/Paper";
import Portal from "@mui/material/Portal";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { useEffect, useId, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { type BlockMenuEntry, type BlockMenuGroup, blockMenuEntriesFor, insertBlock } from "../blocks/block-commands";
import { matchesQuery, slashMenuPosition } from "../editor-rules";
import { useMenuNavigation } from "./use-menu-navigation";

export const MENU_GROUPS: readonly BlockMenuGroup[] = ["items", "blockTypes", "components"];

/** Entries whose key or translated label matches the query, in group order. */
export function filterEntries(
  entries: readonly BlockMenuEntry[],
  query: string,
  label: (entry: BlockMenuEntry) => string,
): BlockMenuEntry[] {
  const matching = entries.filter((e) => matchesQuery(query, e.key, label(e)));
  return MENU_GROUPS.flatMap((group) => matching.filter((e) => e.group === group));
}

function caretRect(editor: Editor): { left: number; top: number } {
  try {
    return editor.view.coordsAtPos(editor.state.selection.from);
  } catch {
    // No layout (a detached or hidden editor): the page's corner still shows the menu.
    return { left: 0, top: 0 };
  }
}

/**
 * The slash menu (spec §5, §9): opened by the SlashCommand extension, SLASH_MENU_OFFSET_PX below the
 * cursor, grouped into items, block types and components, filtered by what follows the slash, driven
 * by ArrowUp/ArrowDown/Enter/Escape or the mouse; the chosen entry replaces `/query`.
 */
export function SlashMenu({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const listId = useId();
  const store = editor.storage.slashCommand.store;
  const state = useSyncExternalStore(store.subscribe, store.get);
  const label = (entry: BlockMenuEntry) => t(`editorBlocks.${entry.labelKey}` as "editorBlocks.menu.task");
  // biome-ignore lint/correctness/useExhaustiveDependencies: entries depend on the editor's dialogs, re-read on each open
  const entries = useMemo(
    () => (state.open ? filterEntries(blockMenuEntriesFor(editor), state.query, label) : []),
    [editor, state.open, state.query, t],
  );

  const run = (entry: BlockMenuEntry) => {
    const range = store.get().range;
    if (range) editor.chain().focus().deleteRange(range).run();
    store.set({ open: false, query: "", range: null, anchor: null });
    insertBlock(editor, entry.key);
  };
  const nav = useMenuNavigation(entries, run);

  useEffect(() => {
    if (!state.open) return;
    store.keyHandler = (event) => nav.onKey(event);
    return () => {
      store.keyHandler = null;
    };
  });

  if (!state.open) return null;
  const anchor = state.anchor ?? caretRect(editor);
  const position = slashMenuPosition(anchor, SLASH_MENU_OFFSET_PX);
  const activeId = entries[nav.active] ? `${listId}-${entries[nav.active]?.key}` : undefined;

  return (
    <Portal>
      <Paper
        elevation={8}
        data-testid="slash-menu"
        sx={{
          position: "fixed",
          left: position.left,
          top: position.top,
          width: 280,
          maxHeight: 360,
          overflow: "auto",
          zIndex: (theme) => theme.zIndex.modal,
        }}
      >
        {entries.length === 0 ? (
          <Typography sx={{ p: 1.5 }} color="text.secondary" role="status">
            {t("editor.slash.empty")}
          </Typography>
        ) : (
          <List
            dense
            role="listbox"
            id={listId}
            aria-label={t("editor.slash.label")}
            aria-activedescendant={activeId}
            subheader={<li />}
          >
            {MENU_GROUPS.map((group) => {
              const inGroup = entries.filter((e) => e.group === group);
              if (inGroup.length === 0) return null;
              return (
                <li key={group} role="presentation">
                  <Box component="ul" sx={{ p: 0 }} role="group" aria-label={t(`editor.slash.groups.${group}`)}>
                    <ListSubheader role="presentation" sx={{ lineHeight: "32px" }}>
                      {t(`editor.slash.groups.${group}`)}
                    </ListSubheader>
                    {inGroup.map((entry) => {
                      const index = entries.indexOf(entry);
                      const Icon = entry.icon;
                      return (
                        <ListItemButton
                          key={entry.key}
                          id={`${listId}-${entry.key}`}
                          role="option"
                          aria-selected={index === nav.active}
                          selected={index === nav.active}
                          onMouseEnter={() => nav.setActive(index)}
                          onMouseDown={(e) => e.preventDefault()}
                          onClick={() => run(entry)}
                        >
                          <ListItemIcon sx={{ minWidth: 32 }}>
                            <Icon fontSize="small" />
                          </ListItemIcon>
                          <ListItemText primary={label(entry)} />
                        </ListItemButton>
                      );
                    })}
                  </Box>
                </li>
              );
            })}
          </List>
        )}
      </Paper>
    </Portal>
  );
}
