import type { Participant } from "@bearish/shared/messaging/conversation";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Popper from "@mui/material/Popper";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../lib/ui/user-avatar";

/** The open mention menu: the people matching the typed query and the highlighted one. */
export interface MentionMenuState {
  items: Participant[];
  index: number;
  select: (person: Participant) => void;
  clientRect: (() => DOMRect | null) | null;
}

/** Mention suggestions under the caret; the editor drives it from the keyboard (arrows, Enter, Tab, Escape). */
export function MentionMenu({
  menu,
  listId,
  fallbackAnchor,
}: {
  menu: MentionMenuState | null;
  listId: string;
  /** Where the menu goes when the caret has no box to measure (the editor itself). */
  fallbackAnchor: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const open = menu !== null && menu.items.length > 0;
  const rect = menu?.clientRect;
  const caret = rect?.();
  const anchor =
    caret && (caret.width > 0 || caret.height > 0) && rect
      ? { getBoundingClientRect: () => rect() ?? caret }
      : fallbackAnchor;
  return (
    <Popper open={open && anchor !== null} anchorEl={anchor} placement="top-start" sx={{ zIndex: 1400 }}>
      <Paper elevation={6} sx={{ minWidth: 240, maxWidth: 320 }}>
        <List dense id={listId} role="listbox" aria-label={t("messagingConversation.composer.mentionList")}>
          {(menu?.items ?? []).map((person, index) => (
            <ListItemButton
              key={person.userId}
              role="option"
              aria-selected={index === menu?.index}
              selected={index === menu?.index}
              // Keep the editor focused: the pick happens on click without stealing the caret.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => menu?.select(person)}
            >
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <UserAvatar avatar={person.avatar} fallback={person.avatar_fallBack} name={person.name} size={28} />
              </ListItemAvatar>
              <ListItemText
                primary={person.name || `${person.firstName} ${person.lastName}`}
                secondary={person.email}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </Popper>
  );
}
