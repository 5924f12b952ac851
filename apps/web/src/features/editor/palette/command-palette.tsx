import { COMMAND_PALETTE } from "@bearish/shared/editor/editor-constants";
import { newBlockId } from "@bearish/shared/editor/editor-ids";
import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import KeyboardCommandKeyIcon from "@mui/icons-material/KeyboardCommandKey";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputBase from "@mui/material/InputBase";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { type ReactNode, useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useUsers } from "../../people/hooks/use-users";
import { type BlockMenuEntry, blockMenuEntriesFor, insertBlock } from "../blocks/block-commands";
import { matchesQuery } from "../editor-rules";
import { useMenuNavigation } from "../slash/use-menu-navigation";
import { PALETTE_COMMANDS } from "./palette-items";

type Row =
  | { kind: "person"; id: string; label: string; user: UserWithExpansions }
  | { kind: "command"; id: string; label: string; run: () => void }
  | { kind: "block"; id: string; label: string; entry: BlockMenuEntry };

const displayName = (u: Pick<UserWithExpansions, "firstName" | "lastName" | "email">) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/** Inserts an @mention of a person at the selection (the `mention` node). */
export function insertMention(
  editor: Editor,
  user: Pick<UserWithExpansions, "id" | "firstName" | "lastName" | "email">,
) {
  return editor
    .chain()
    .focus()
    .insertContent([
      { type: "mention", attrs: { accountId: user.id, localId: newBlockId(), label: displayName(user) } },
      { type: "text", text: " " },
    ])
    .run();
}

function PaletteBody({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState("");
  const [advanced, setAdvanced] = useState(false);
  const search = useDebouncedValue(query.trim(), 250);
  const hasMention = Boolean(editor.schema.nodes.mention);
  const people = useUsers(
    { page: 1, limit: COMMAND_PALETTE.people, search: search || undefined },
    { enabled: hasMention },
  );

  const done = (action: () => void) => {
    onClose();
    action();
  };
  const blockLabel = (entry: BlockMenuEntry) => t(`editorBlocks.${entry.labelKey}` as "editorBlocks.menu.task");
  const entries = blockMenuEntriesFor(editor);
  const personRows: Row[] = (people.data?.users ?? []).slice(0, COMMAND_PALETTE.people).map((user) => ({
    kind: "person",
    id: `person-${user.id}`,
    label: displayName(user),
    user,
  }));
  const commandRows: Row[] = PALETTE_COMMANDS.map((command) => ({
    kind: "command" as const,
    id: `command-${command.key}`,
    label: t(`editor.palette.${command.key}`),
    run: () => command.run(editor),
  })).filter((row) => matchesQuery(query, row.label));
  const blockRows = (group: BlockMenuEntry["group"]): Row[] =>
    entries
      .filter((e) => e.group === group)
      .map((entry) => ({ kind: "block" as const, id: `block-${entry.key}`, label: blockLabel(entry), entry }))
      .filter((row) => matchesQuery(query, row.entry.key, row.label));
  const sections: { key: string; title: string; rows: Row[] }[] = [
    { key: "people", title: t("editor.palette.people"), rows: personRows },
    { key: "commands", title: t("editor.palette.commands"), rows: commandRows },
    { key: "blocks", title: t("editor.palette.blocks"), rows: blockRows("blockTypes") },
    ...(advanced ? [{ key: "advanced", title: t("editor.palette.advanced"), rows: blockRows("components") }] : []),
  ];
  const rows = sections.flatMap((s) => s.rows);

  const pick = (row: Row) =>
    done(() => {
      if (row.kind === "person") insertMention(editor, row.user);
      else if (row.kind === "command") row.run();
      else insertBlock(editor, row.entry.key);
    });
  const nav = useMenuNavigation(rows, pick);
  const activeId = rows[nav.active] ? `${listId}-${rows[nav.active]?.id}` : undefined;

  const rowIcon = (row: Row): ReactNode => {
    if (row.kind === "person")
      return <UserAvatar avatar={row.user.avatar} fallback={row.user.avatar_fallBack} name={row.label} size={24} />;
    if (row.kind === "block") {
      const Icon = row.entry.icon;
      return <Icon fontSize="small" />;
    }
    return <KeyboardCommandKeyIcon fontSize="small" />;
  };

  return (
    <>
      <InputBase
        autoFocus
        fullWidth
        placeholder={t("editor.palette.search")}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (nav.onKey(e)) e.preventDefault();
        }}
        inputProps={{
          "aria-label": t("editor.palette.search"),
          role: "combobox",
          "aria-expanded": true,
          "aria-controls": listId,
          "aria-activedescendant": activeId,
        }}
        sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: "divider" }}
      />
      <FormControlLabel
        sx={{ mx: 1 }}
        control={<Switch size="small" checked={advanced} onChange={(e) => setAdvanced(e.target.checked)} />}
        label={<Typography variant="body2">{t("editor.palette.showAdvanced")}</Typography>}
      />
      <List dense id={listId} role="listbox" aria-label={t("editor.palette.label")} sx={{ overflow: "auto", flex: 1 }}>
        {rows.length === 0 ? (
          <Typography role="status" sx={{ px: 2, py: 1 }} color="text.secondary">
            {t("editor.palette.empty")}
          </Typography>
        ) : null}
        {sections.map((section) =>
          section.rows.length === 0 ? null : (
            <li key={section.key} role="presentation">
              <Box component="ul" sx={{ p: 0 }} role="group" aria-label={section.title}>
                <ListSubheader role="presentation" sx={{ lineHeight: "28px" }}>
                  {section.title}
                </ListSubheader>
                {section.rows.map((row) => {
                  const index = rows.indexOf(row);
                  return (
                    <ListItemButton
                      key={row.id}
                      id={`${listId}-${row.id}`}
                      role="option"
                      aria-selected={index === nav.active}
                      selected={index === nav.active}
                      onMouseEnter={() => nav.setActive(index)}
                      onClick={() => pick(row)}
                    >
                      {/* Decorative: the avatar would repeat the person's name in the option's name. */}
                      <ListItemIcon aria-hidden sx={{ minWidth: 32 }}>
                        {rowIcon(row)}
                      </ListItemIcon>
                      <ListItemText primary={row.label} slotProps={{ primary: { noWrap: true } }} />
                    </ListItemButton>
                  );
                })}
              </Box>
            </li>
          ),
        )}
      </List>
    </>
  );
}

/**
 * The command palette (spec §2: 250 px wide, at most 400 px high): up to 3 people (inserts a
 * mention), commands, writing blocks and, behind a toggle, the advanced blocks. Opened with Mod-k in
 * the editor or the toolbar button (both through the CommandPaletteShortcut store).
 */
export function CommandPalette({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const store = editor.storage.commandPalette.store;
  const { open } = useSyncExternalStore(store.subscribe, store.get);
  const close = () => store.set({ open: false });
  return (
    <Dialog
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          // The dialog role and its name are on the paper (MUI puts the root props on the backdrop).
          "aria-label": t("editor.palette.label"),
          sx: {
            width: COMMAND_PALETTE.width,
            maxHeight: COMMAND_PALETTE.maxHeight,
            m: 1,
            display: "flex",
            flexDirection: "column",
            overflow: "hidden",
          },
        },
      }}
    >
      {open ? <PaletteBody editor={editor} onClose={close} /> : null}
    </Dialog>
  );
}
