import type { BookmarkAttrs } from "@bearish/shared/editor/blocks/bookmark";
import LanguageOutlined from "@mui/icons-material/LanguageOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The bookmark's card: icon (a default one when it fails, spec §8), title, description and site. */
export function BookmarkCard({ attrs }: { attrs: BookmarkAttrs }) {
  const { t } = useTranslation();
  const [failedIcon, setFailedIcon] = useState<string | null>(null);
  const host = hostOf(attrs.url);
  const title = attrs.title || host;
  const showIcon = attrs.favicon !== "" && failedIcon !== attrs.favicon;

  return (
    <Card variant="outlined" sx={{ width: attrs.width, maxWidth: "100%" }}>
      <CardActionArea
        component="a"
        href={attrs.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        aria-label={t("editorMedia.bookmark.label", { title })}
        sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, p: 1.5, justifyContent: "flex-start" }}
      >
        <Box
          sx={{ width: 24, height: 24, flexShrink: 0, display: "flex", alignItems: "center", justifyContent: "center" }}
        >
          {showIcon ? (
            <img
              src={attrs.favicon}
              alt=""
              width={20}
              height={20}
              referrerPolicy="no-referrer"
              onError={() => setFailedIcon(attrs.favicon)}
            />
          ) : (
            <LanguageOutlined data-testid="bookmark-default-icon" fontSize="small" color="action" />
          )}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" noWrap>
            {title}
          </Typography>
          {attrs.description ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" }}
            >
              {attrs.description}
            </Typography>
          ) : null}
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            component="p"
            dir="ltr"
            sx={{ textAlign: "start" }}
          >
            {host}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
