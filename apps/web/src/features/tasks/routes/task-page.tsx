import { Typography } from "@mui/material";

/** The full task card at .../item/{itemId}/task/{taskId}. */
export function TaskPage() {
  return <Typography>…</Typography>;
}
