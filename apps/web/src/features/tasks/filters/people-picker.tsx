import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { type Person, usePeopleSearch } from "./use-filter-people";

/** Pickers list 4 people per page, and paging wraps around (spec §4). */
export const PICKER_PAGE_SIZE = 4;

type Special = "me" | "none";

interface PeoplePickerProps {
  label: string;
  /** Person ids and the specials (`me`, `none`). */
  value: string[];
  onChange: (next: string[]) => void;
  specials: readonly Special[];
  directory: Map<string, Person>;
}

/** Arrows point the reading way: mirrored in right-to-left. */
const flipInRtl = (theme: Theme) => (theme.direction === "rtl" ? { transform: "scaleX(-1)" } : {});

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** Choose people for a filter: search the directory, page 4 at a time, chosen ones as chips. */
export function PeoplePicker({ label, value, onChange, specials, directory }: PeoplePickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const term = useDebouncedValue(search, 300);
  const { data, isError, isPending } = usePeopleSearch(term, true);
  const specialLabel = (special: Special) =>
    special === "me" ? t("taskFilters.panel.people.me") : t("taskFilters.panel.people.none");
  const nameOf = (id: string) => {
    if (id === "me" || id === "none") return specialLabel(id);
    const person = directory.get(id) ?? data?.users.find((user) => user.id === id);
    return person ? fullName(person) : t("taskFilters.page.unknownUser");
  };

  const people = (data?.users ?? []).filter((user) => !value.includes(user.id));
  const pages = Math.max(1, Math.ceil(people.length / PICKER_PAGE_SIZE));
  const current = page % pages;
  const shown = people.slice(current * PICKER_PAGE_SIZE, (current + 1) * PICKER_PAGE_SIZE);
  const openSpecials = search.trim() ? [] : specials.filter((special) => !value.includes(special));
  const add = (id: string) => onChange([...value, id]);
  const turn = (step: number) => setPage((current + step + pages) % pages);

  return (
    <Box role="group" aria-label={label}>
      {value.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5, mb: 1 }}>
          {value.map((id) => (
            <Chip
              key={id}
              size="small"
              label={nameOf(id)}
              onDelete={() => onChange(value.filter((other) => other !== id))}
            />
          ))}
        </Stack>
      ) : null}
      <TextField
        size="small"
        fullWidth
        label={t("taskFilters.panel.people.search")}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(0);
        }}
      />
      <List dense disablePadding sx={{ mt: 0.5 }}>
        {openSpecials.map((special) => (
          <ListItemButton key={special} onClick={() => add(special)}>
            <ListItemText primary={specialLabel(special)} />
          </ListItemButton>
        ))}
        {shown.map((person) => (
          <ListItemButton key={person.id} onClick={() => add(person.id)}>
            <ListItemAvatar sx={{ minWidth: 36 }}>
              <UserAvatar avatar={person.avatar} fallback={person.avatar_fallBack} name={fullName(person)} size={24} />
            </ListItemAvatar>
            <ListItemText primary={fullName(person)} secondary={person.email} />
          </ListItemButton>
        ))}
      </List>
      {isError ? (
        <Typography variant="body2" color="error" sx={{ px: 1 }}>
          {t("taskFilters.panel.people.loadFailed")}
        </Typography>
      ) : !isPending && people.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
          {t("taskFilters.panel.people.noUser")}
        </Typography>
      ) : null}
      {pages > 1 ? (
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "flex-end" }}>
          <IconButton size="small" aria-label={t("taskFilters.panel.people.previous")} onClick={() => turn(-1)}>
            <ChevronLeftIcon fontSize="small" sx={flipInRtl} />
          </IconButton>
          <Typography variant="caption">{t("taskFilters.panel.people.page", { page: current + 1, pages })}</Typography>
          <IconButton size="small" aria-label={t("taskFilters.panel.people.next")} onClick={() => turn(1)}>
            <ChevronRightIcon fontSize="small" sx={flipInRtl} />
          </IconButton>
        </Stack>
      ) : null}
    </Box>
  );
}
