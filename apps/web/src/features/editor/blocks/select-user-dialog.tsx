import { matchesUserSearch } from "@bearish/shared/users/user-search-rules";
import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { usePeopleSearch } from "./use-block-person";

export interface SelectUserDialogProps {
  open: boolean;
  onClose: () => void;
  onSelect: (user: UserWithExpansions) => void;
}

/** Spec §2 "Select User": search the organisation's people and pick one (mouse or keyboard). */
export function SelectUserDialog({ open, onClose, onSelect }: SelectUserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(search, 250);
  const query = usePeopleSearch(debounced, open);
  // The server searches too; filtering here keeps the list right while a newer search is on its way.
  const people = (query.data ?? []).filter((user) => matchesUserSearch(user, search));
  const activeIndex = Math.min(active, Math.max(people.length - 1, 0));

  const choose = (user: UserWithExpansions) => {
    onSelect(user);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" && people.length > 0) {
      event.preventDefault();
      setActive((activeIndex + 1) % people.length);
    } else if (event.key === "ArrowUp" && people.length > 0) {
      event.preventDefault();
      setActive((activeIndex - 1 + people.length) % people.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const person = people[activeIndex];
      if (person) choose(person);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("editorBlocks.selectUser.title")}</DialogTitle>
      <DialogContent sx={{ pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          margin="dense"
          value={search}
          placeholder={t("editorBlocks.selectUser.searchPlaceholder")}
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: "combobox",
              "aria-label": t("editorBlocks.selectUser.search"),
              "aria-expanded": people.length > 0,
              "aria-controls": listId,
              "aria-activedescendant": people.length > 0 ? optionId(activeIndex) : undefined,
              "aria-autocomplete": "list",
            },
          }}
        />
        {query.isPending ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 3 }}>
            <CircularProgress size={24} aria-label={t("editorBlocks.selectUser.loading")} />
          </Box>
        ) : query.isError && !query.data ? (
          <Typography role="alert" color="error" sx={{ py: 2 }}>
            {t("editorBlocks.selectUser.failed")}
          </Typography>
        ) : people.length === 0 ? (
          <Typography role="status" color="text.secondary" sx={{ py: 2, textAlign: "center" }}>
            {t("editorBlocks.noUserFound")}
          </Typography>
        ) : (
          <List
            id={listId}
            role="listbox"
            aria-label={t("editorBlocks.selectUser.people")}
            dense
            sx={{ maxHeight: 320, overflowY: "auto" }}
          >
            {people.map((user, index) => (
              <ListItemButton
                key={user.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                selected={index === activeIndex}
                tabIndex={-1}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(user)}
              >
                <ListItemAvatar sx={{ minWidth: 44 }}>
                  <UserAvatar avatar={user.avatar} fallback={user.avatar_fallBack} name={user.fullName} size={32} />
                </ListItemAvatar>
                <ListItemText primary={user.fullName} secondary={user.email} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("editorBlocks.cancel")}</Button>
      </DialogActions>
    </Dialog>
  );
}
