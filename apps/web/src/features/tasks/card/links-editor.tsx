import { normalizeTaskLinks } from "@bearish/shared/tasks/task-rules";
import AddLinkIcon from "@mui/icons-material/AddLink";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export interface LinkRow {
  text: string;
  url: string;
}

/**
 * Links as text + url rows; Apply checks them (spec §5: an empty url removes a link, any other must be
 * http(s) or `Invalid_url` shows in an alert) and hands the kept ones to `onApply`.
 */
export function LinksEditor({
  links,
  onApply,
  onDraftChange,
  externalError,
  disabled,
}: {
  links: LinkRow[];
  onApply: (links: LinkRow[]) => void;
  /** The rows as typed (the creation card checks them again on Create). */
  onDraftChange?: (rows: LinkRow[]) => void;
  /** A failure found outside (the creation card checks the rows again on Create). */
  externalError?: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<LinkRow[]>(links);
  const [error, setError] = useState<string | null>(null);
  const [synced, setSynced] = useState(links);
  if (synced !== links) {
    // The saved links changed (applied, or live from another person): show them.
    setSynced(links);
    setRows(links);
  }
  const update = (next: LinkRow[]) => {
    setRows(next);
    setError(null);
    onDraftChange?.(next);
  };
  const apply = () => {
    const check = normalizeTaskLinks(rows);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    setRows(check.links);
    onApply(check.links);
  };
  if (disabled) {
    return (
      <Stack spacing={0.5}>
        {links.map((link) => (
          <Link key={`${link.url}-${link.text}`} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.text || link.url}
          </Link>
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id while being typed
        <Box key={index} sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <TextField
            size="small"
            label={t("taskCard.links.text")}
            value={row.text}
            onChange={(e) => update(rows.map((r, i) => (i === index ? { ...r, text: e.target.value } : r)))}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={t("taskCard.links.url")}
            value={row.url}
            onChange={(e) => update(rows.map((r, i) => (i === index ? { ...r, url: e.target.value } : r)))}
            sx={{ flex: 2 }}
          />
          <IconButton
            aria-label={t("taskCard.links.remove")}
            onClick={() => update(rows.filter((_, i) => i !== index))}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {(error ?? externalError) ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error ?? externalError}
        </Alert>
      ) : null}
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button size="small" startIcon={<AddLinkIcon />} onClick={() => update([...rows, { text: "", url: "" }])}>
          {t("taskCard.links.add")}
        </Button>
        <Button size="small" variant="outlined" onClick={apply} disabled={rows.length === 0 && links.length === 0}>
          {t("taskCard.links.apply")}
        </Button>
      </Box>
    </Stack>
  );
}
