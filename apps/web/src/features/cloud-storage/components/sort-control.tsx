import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { useTranslation } from "react-i18next";

export const FILE_SORTS = ["name", "updated", "size"] as const;
export type FileSort = (typeof FILE_SORTS)[number];
export interface SortState {
  sort: FileSort;
  order: "asc" | "desc";
}

/** Sort the files by name, modification time or size, either way. */
export function SortControl({ value, onChange }: { value: SortState; onChange: (next: SortState) => void }) {
  const { t } = useTranslation();
  const ascending = value.order === "asc";
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
      <TextField
        select
        size="small"
        label={t("cloudStorage.sort.label")}
        value={value.sort}
        onChange={(event) => onChange({ ...value, sort: event.target.value as FileSort })}
        sx={{ minWidth: 140 }}
      >
        {FILE_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`cloudStorage.sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={ascending ? t("cloudStorage.sort.ascending") : t("cloudStorage.sort.descending")}>
        <IconButton
          aria-label={t("cloudStorage.sort.toggleOrder")}
          aria-pressed={!ascending}
          onClick={() => onChange({ ...value, order: ascending ? "desc" : "asc" })}
        >
          {ascending ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
