import type { SearchHit, SearchResult } from "@bearish/shared/search/search";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { SEARCH_KIND_ICONS, snippetOf } from "../search-kinds";

interface SearchResultsProps {
  id: string;
  groups: SearchResult["groups"];
  /** Index of the active hit across all groups. */
  active: number;
  onActivate: (index: number) => void;
  onOpen: (hit: SearchHit) => void;
}

export const searchOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The hits grouped by kind, as a listbox driven from the search field (the field keeps the focus). */
export function SearchResults({ id, groups, active, onActivate, onOpen }: SearchResultsProps) {
  const { t } = useTranslation();
  let index = -1;
  return (
    <Box
      component="ul"
      role="listbox"
      id={id}
      aria-label={t("search.results")}
      sx={{ listStyle: "none", m: 0, px: 1, pb: 1, pt: 0.5, maxHeight: { xs: "60vh", sm: 440 }, overflowY: "auto" }}
    >
      {groups.map((group) => {
        const headingId = `${id}-${group.kind}`;
        const Icon = SEARCH_KIND_ICONS[group.kind];
        return (
          <li key={group.kind} role="presentation">
            <Box component="ul" role="group" aria-labelledby={headingId} sx={{ listStyle: "none", m: 0, p: 0 }}>
              <Box
                component="li"
                role="presentation"
                id={headingId}
                sx={{
                  px: 1.5,
                  pt: 1.5,
                  pb: 0.5,
                  typography: "caption",
                  fontWeight: 700,
                  letterSpacing: 0.4,
                  color: "text.secondary",
                  textTransform: "uppercase",
                }}
              >
                {t(`search.kinds.${group.kind}`)}
              </Box>
              {group.hits.map((hit) => {
                index += 1;
                const position = index;
                const selected = position === active;
                const snippet = snippetOf(hit);
                return (
                  <Box
                    component="li"
                    key={`${hit.kind}:${hit.id}`}
                    role="option"
                    id={searchOptionId(id, position)}
                    aria-selected={selected}
                    onMouseMove={() => {
                      if (!selected) onActivate(position);
                    }}
                    onClick={() => onOpen(hit)}
                    sx={{
                      display: "flex",
                      alignItems: "center",
                      gap: 1.5,
                      px: 1.5,
                      py: 1,
                      borderRadius: 2,
                      cursor: "pointer",
                      bgcolor: selected ? "action.selected" : "transparent",
                    }}
                  >
                    <Box
                      sx={{
                        display: "grid",
                        placeItems: "center",
                        width: 32,
                        height: 32,
                        borderRadius: 2,
                        flexShrink: 0,
                        bgcolor: "action.hover",
                        color: selected ? "primary.main" : "text.secondary",
                      }}
                    >
                      <Icon fontSize="small" />
                    </Box>
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography variant="body2" fontWeight={600} noWrap>
                        {hit.title}
                      </Typography>
                      {snippet ? (
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          noWrap
                          component="div"
                          dir="auto"
                          // Mirrored to "right" in Arabic: an address keeps its own direction but lines up with the title.
                          sx={{ textAlign: "left" }}
                        >
                          {snippet}
                        </Typography>
                      ) : null}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
