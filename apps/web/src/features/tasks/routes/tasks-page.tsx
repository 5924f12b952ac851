import { Typography } from "@mui/material";

/** Tasks of every workspace, with the filter popover and the global filter panel. */
export function TasksPage() {
  return <Typography>…</Typography>;
}
