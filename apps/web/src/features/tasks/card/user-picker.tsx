import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import PersonAddAltIcon from "@mui/icons-material/PersonAddAlt";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { AvatarStack } from "./avatar-stack";
import { filterPeople, fullName, PICKER_PAGE_SIZE, type PickerPerson, pageCount, wrapPage } from "./people";

interface PeopleListProps {
  people: PickerPerson[];
  selectedIds: readonly string[];
  /** Called with the person clicked; the caller decides what selection follows. */
  onToggle: (person: PickerPerson) => void;
  /** One choice only (radio-like), e.g. the approver. */
  single?: boolean;
}

/** Search (email, first or last name) and a list of 4 per page with wraparound paging. */
export function PeopleList({ people, selectedIds, onToggle, single }: PeopleListProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const found = filterPeople(people, query);
  const pages = pageCount(found.length);
  const current = Math.min(page, pages - 1);
  const shown = found.slice(current * PICKER_PAGE_SIZE, (current + 1) * PICKER_PAGE_SIZE);
  return (
    <Box sx={{ width: 300 }}>
      <TextField
        size="small"
        fullWidth
        autoFocus
        placeholder={t("taskCard.users.search")}
        slotProps={{ htmlInput: { "aria-label": t("taskCard.users.search") } }}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setPage(0);
        }}
      />
      {found.length === 0 ? (
        <Typography sx={{ p: 2, color: "text.secondary" }}>{t("taskCard.users.noUserFound")}</Typography>
      ) : (
        <List dense aria-label={t("taskCard.users.pick")}>
          {shown.map((person) => {
            const selected = selectedIds.includes(person.id);
            return (
              <ListItemButton
                key={person.id}
                selected={single ? selected : false}
                onClick={() => onToggle(person)}
                aria-pressed={selected}
              >
                {single ? null : (
                  <Checkbox edge="start" size="small" checked={selected} tabIndex={-1} disableRipple sx={{ mr: 0.5 }} />
                )}
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <UserAvatar
                    avatar={person.avatar}
                    fallback={person.avatar_fallBack}
                    name={fullName(person)}
                    size={28}
                  />
                </ListItemIcon>
                <ListItemText primary={fullName(person)} secondary={person.email} />
              </ListItemButton>
            );
          })}
        </List>
      )}
      {pages > 1 ? (
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
          <IconButton
            size="small"
            aria-label={t("taskCard.users.previous")}
            onClick={() => setPage(wrapPage(current, -1, pages))}
          >
            <ChevronLeftIcon sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }} />
          </IconButton>
          <Typography variant="caption">{t("taskCard.users.page", { page: current + 1, pages })}</Typography>
          <IconButton
            size="small"
            aria-label={t("taskCard.users.next")}
            onClick={() => setPage(wrapPage(current, 1, pages))}
          >
            <ChevronRightIcon sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }} />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}

export interface UserPickerProps {
  people: PickerPerson[];
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
  label: string;
  disabled?: boolean;
  single?: boolean;
}

/** A button showing the chosen people (3 avatars then +n) that opens the searchable, paged list. */
export function UserPicker({ people, selectedIds, onChange, label, disabled, single }: UserPickerProps) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const byId = new Map(people.map((p) => [p.id, p]));
  const chosen = selectedIds.map((id) => byId.get(id)).filter((p): p is PickerPerson => p !== undefined);
  const toggle = (person: PickerPerson) => {
    if (single) {
      onChange(selectedIds.includes(person.id) ? [] : [person.id]);
      setOpen(false);
      return;
    }
    onChange(
      selectedIds.includes(person.id) ? selectedIds.filter((id) => id !== person.id) : [...selectedIds, person.id],
    );
  };
  return (
    <>
      <Button
        ref={anchor}
        size="small"
        variant="outlined"
        color="inherit"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={label}
        startIcon={chosen.length === 0 ? <PersonAddAltIcon /> : undefined}
        sx={{ textTransform: "none", minHeight: 36 }}
      >
        {chosen.length === 0 ? (
          single ? (
            t("taskCard.approvals.chooseApprover")
          ) : (
            t("taskCard.users.unassigned")
          )
        ) : single && chosen[0] ? (
          fullName(chosen[0])
        ) : (
          <AvatarStack people={chosen} />
        )}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        slotProps={{ paper: { sx: { p: 1.5 } } }}
      >
        <PeopleList people={people} selectedIds={selectedIds} onToggle={toggle} single={single} />
        {single ? null : (
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
            <Button size="small" onClick={() => setOpen(false)}>
              {t("taskCard.users.done")}
            </Button>
          </Box>
        )}
      </Popover>
    </>
  );
}
