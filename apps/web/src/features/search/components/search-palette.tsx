import { SEARCH_QUERY_MAX_LENGTH, type SearchHit } from "@bearish/shared/search/search";
import SearchIcon from "@mui/icons-material/Search";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSearch } from "../hooks/use-search";
import { SearchResults, searchOptionId } from "./search-results";

function Message({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Box role="status" sx={{ px: 3, py: 5, textAlign: "center", color: "text.secondary" }}>
      {icon}
      <Typography variant="body2" sx={{ maxWidth: 380, mx: "auto" }}>
        {children}
      </Typography>
    </Box>
  );
}

function KeyHint({ keys, label }: { keys: string; label: string }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
      <Box
        component="kbd"
        sx={{
          fontFamily: "inherit",
          fontSize: 11,
          px: 0.75,
          py: 0.125,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "action.hover",
        }}
      >
        {keys}
      </Box>
      {label}
    </Box>
  );
}

/**
 * The command palette: search everything, move with ↑/↓, open with Enter or a click, close with Esc.
 * A hit opens at its app path under the current locale.
 */
export function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalePath();
  const listId = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const { query, searchedFor, pending, idle } = useSearch(text);

  const groups = idle ? [] : (query.data?.groups ?? []);
  const hits = groups.flatMap((group) => group.hits);
  const current = Math.min(active, hits.length - 1);

  useEffect(() => {
    if (current >= 0) document.getElementById(searchOptionId(listId, current))?.scrollIntoView?.({ block: "nearest" });
  }, [current, listId]);

  const openHit = (hit: SearchHit) => {
    if (!hit.url.startsWith("/")) return;
    onClose();
    void navigate(to(hit.url));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((Math.max(current, 0) + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[current];
      if (hit) openHit(hit);
    }
  };

  let body: ReactNode;
  if (idle) {
    body = <Message>{t("search.empty")}</Message>;
  } else if (query.isError && !pending) {
    body = (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">
          {t("search.failed")}
          {errorMessageOf(query.error) ? `: ${errorMessageOf(query.error)}` : ""}
        </Alert>
      </Box>
    );
  } else if (query.data && hits.length === 0 && !pending) {
    body = (
      <Message icon={<SearchOffIcon sx={{ fontSize: 40, mb: 1, opacity: 0.6 }} />}>
        {t("search.noResults", { query: searchedFor })}
      </Message>
    );
  } else if (hits.length > 0) {
    body = <SearchResults id={listId} groups={groups} active={current} onActivate={setActive} onOpen={openHit} />;
  } else {
    // The first answer is on its way; the bar above says so.
    body = <Box sx={{ height: 120 }} />;
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ "& .MuiDialog-container": { alignItems: "flex-start" } }}
      slotProps={{
        paper: {
          "aria-label": t("search.label"),
          sx: { mt: { xs: 2, sm: "12vh" }, mx: { xs: 1.5, sm: 4 }, width: { xs: "calc(100% - 24px)", sm: "100%" } },
        },
        transition: {
          onExited: () => {
            setText("");
            setActive(0);
          },
        },
      }}
    >
      <Box sx={{ p: 1.5, pb: 1 }}>
        <TextField
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t("search.placeholder")}
          variant="outlined"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: "combobox",
              "aria-label": t("search.label"),
              "aria-expanded": hits.length > 0,
              "aria-controls": listId,
              "aria-autocomplete": "list",
              "aria-activedescendant": current >= 0 ? searchOptionId(listId, current) : undefined,
              maxLength: SEARCH_QUERY_MAX_LENGTH,
              enterKeyHint: "go",
              autoComplete: "off",
              spellCheck: false,
            },
          }}
        />
      </Box>
      <Box sx={{ height: 2 }}>{pending && !idle ? <LinearProgress aria-label={t("common.loading")} /> : null}</Box>
      {body}
      <Box
        sx={{
          display: { xs: "none", sm: "flex" },
          gap: 2,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: "divider",
          color: "text.secondary",
          typography: "caption",
        }}
      >
        <KeyHint keys="↑ ↓" label={t("search.hintMove")} />
        <KeyHint keys="↵" label={t("search.hintOpen")} />
        <KeyHint keys="Esc" label={t("search.hintClose")} />
      </Box>
    </Dialog>
  );
}
