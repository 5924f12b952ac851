import type { Conversation, ConversationListKind } from "@bearish/shared/messaging/conversation";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCurrentUser } from "../../../auth/hooks/use-me";
import {
  type ConversationListParams,
  flattenConversations,
  useConversationList,
  useMarkReadLocally,
} from "../../hooks/use-conversations";
import { activityTime } from "./conversation-format";
import { ConversationMenu } from "./conversation-menu";
import { parseMessagingPath } from "./conversation-paths";
import { ConversationRow, type MenuAnchor } from "./conversation-row";

type ListQuery = ReturnType<typeof useConversationList>;

/** Asks for the next page when the end of a section scrolls into view (and offers a button for keyboards). */
function LoadMore({ query }: { query: ListQuery }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage) return null;
  return (
    <Box ref={sentinel} sx={{ display: "flex", justifyContent: "center", py: 1 }}>
      <Button size="small" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {isFetchingNextPage ? <CircularProgress size={16} /> : t("messagingList.loadMore")}
      </Button>
    </Box>
  );
}

const byActivity = (a: Conversation, b: Conversation) => activityTime(b).localeCompare(activityTime(a));

/** Arrow keys move between rows (Home and End to the ends); Enter opens the focused one (it is a link). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-conversation-row]")];
  if (rows.length === 0) return;
  event.preventDefault();
  const index = rows.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? rows.length - 1
        : index < 0
          ? 0
          : Math.min(rows.length - 1, Math.max(0, index + (event.key === "ArrowDown" ? 1 : -1)));
  rows[next]?.focus();
}

/** The list's sections: Pinned, Channels and Direct messages, each row with its context menu. */
export function ConversationSections({ kind, params }: { kind: ConversationListKind; params: ConversationListParams }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const openId = parseMessagingPath(pathname)?.id ?? null;
  const chats = useConversationList("chat", "bearish", kind, params);
  const channels = useConversationList("channel", "bearish", kind, params);
  const markRead = useMarkReadLocally();
  const [menu, setMenu] = useState<{ conversation: Conversation; anchor: MenuAnchor } | null>(null);
  const onOpen = useCallback((conversation: Conversation) => markRead(conversation.id), [markRead]);
  const onMenu = useCallback((conversation: Conversation, anchor: MenuAnchor) => setMenu({ conversation, anchor }), []);

  if (chats.isPending || channels.isPending) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", p: 3 }} role="progressbar" aria-label={t("common.loading")}>
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (chats.isError || channels.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              if (chats.isError) void chats.refetch();
              if (channels.isError) void channels.refetch();
            }}
          >
            {t("messagingList.retry")}
          </Button>
        }
      >
        {t("messagingList.loadFailed")}
      </Alert>
    );
  }

  const chatRows = flattenConversations(chats.data);
  const channelRows = flattenConversations(channels.data);
  const pinned = [...channelRows, ...chatRows].filter((c) => c.isPinned).sort(byActivity);
  const sections = [
    { id: "pinned", title: t("messagingList.sections.pinned"), rows: pinned, query: null },
    {
      id: "channels",
      title: t("messagingList.sections.channels"),
      rows: channelRows.filter((c) => !c.isPinned),
      query: channels,
    },
    {
      id: "direct",
      title: t("messagingList.sections.direct"),
      rows: chatRows.filter((c) => !c.isPinned),
      query: chats,
    },
  ];

  const empty = chatRows.length === 0 && channelRows.length === 0;
  const emptyText = params.search
    ? t("messagingList.empty.search", { query: params.search })
    : params.filter !== "all"
      ? t("messagingList.empty.filtered")
      : t(kind === "archive" ? "messagingList.empty.archive" : "messagingList.empty.inbox");

  return (
    <Box onKeyDown={moveFocus}>
      {empty ? (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
          {emptyText}
        </Typography>
      ) : null}
      {sections.map((section) =>
        section.rows.length === 0 && !section.query?.hasNextPage ? null : (
          <List
            key={section.id}
            dense
            aria-labelledby={`messaging-section-${section.id}`}
            subheader={
              <ListSubheader
                id={`messaging-section-${section.id}`}
                sx={{ lineHeight: "32px", bgcolor: "background.paper" }}
              >
                {section.title}
              </ListSubheader>
            }
          >
            {section.rows.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                kind={kind}
                meId={me.id}
                selected={conversation.id === openId}
                onOpen={onOpen}
                onMenu={onMenu}
              />
            ))}
            {section.query ? <LoadMore query={section.query} /> : null}
          </List>
        ),
      )}
      {/* Stays mounted while rows come and go: a delete may still be confirming. */}
      <ConversationMenu target={menu} kind={kind} onClose={() => setMenu(null)} />
    </Box>
  );
}
