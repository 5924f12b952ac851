import type { Message } from "@bearish/shared/messaging/message";
import KeyboardArrowDown from "@mui/icons-material/KeyboardArrowDown";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Fab from "@mui/material/Fab";
import Typography from "@mui/material/Typography";
import { useVirtualizer } from "@tanstack/react-virtual";
import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { dayLabel } from "./format";
import { MessageItem } from "./message-item";
import { buildMessageRows, type MessageRow } from "./message-rows";
import { measureWithFallback, observeWithFallback } from "./virtual-fallback";

/** Spec §4: older messages load within 50 px of the top; "at the bottom" means within 5 to 10 px. */
export const LOAD_OLDER_THRESHOLD_PX = 50;
export const BOTTOM_THRESHOLD_PX = 8;
const HIGHLIGHT_MS = 2_000;

export interface MessageListHandle {
  /** Scrolls to a loaded message and highlights it; false when it is not loaded. */
  scrollToMessage(messageId: string): boolean;
  scrollToBottom(): void;
}

interface MessageListProps {
  messages: Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  ref?: Ref<MessageListHandle>;
}

const estimate = (row: MessageRow | undefined) => (row?.kind === "day" ? 40 : row?.grouped ? 40 : 72);
const observeList = observeWithFallback({ width: 800, height: 800 });
const measureRow = measureWithFallback((element) => (element.getAttribute("data-kind") === "day" ? 40 : 64));

function DaySeparator({ date }: { date: Date }) {
  const { t, i18n } = useTranslation();
  return (
    <Box role="separator" sx={{ display: "flex", justifyContent: "center", py: 1 }}>
      <Chip size="small" label={dayLabel(date, t, i18n.language)} variant="outlined" />
    </Box>
  );
}

/**
 * The loaded messages, oldest at the top, virtualized (a channel may hold 100,000 messages; only
 * loaded pages are rows, and only visible rows are in the DOM). Anchored to the end: loading older
 * messages keeps the visible message in place, and new ones keep the view at the bottom when it
 * was there; otherwise a "jump to latest" button appears.
 */
export function MessageList({ messages, hasOlder, loadingOlder, onLoadOlder, ref }: MessageListProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => buildMessageRows(messages), [messages]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  // The same, for the resize observer (which must not re-subscribe on every scroll).
  const atBottomRef = useRef(true);
  const contentRef = useRef<HTMLDivElement>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimate(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
    observeElementRect: observeList,
    measureElement: measureRow,
    anchorTo: "end",
    followOnAppend: true,
    scrollEndThreshold: BOTTOM_THRESHOLD_PX,
  });

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    if (rows.length === 0 || !element) return;
    virtualizer.scrollToIndex(rows.length - 1, { align: "end" });
    // Rows measured after the jump may add height below: finish at the true bottom.
    requestAnimationFrame(() => {
      element.scrollTop = element.scrollHeight;
    });
    atBottomRef.current = true;
    setAtBottom(true);
  }, [rows.length, virtualizer]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToMessage(messageId) {
        const index = rows.findIndex((row) => row.kind === "message" && row.message.id === messageId);
        if (index < 0) return false;
        virtualizer.scrollToIndex(index, { align: "center" });
        setHighlighted(messageId);
        return true;
      },
      scrollToBottom,
    }),
    [rows, scrollToBottom, virtualizer],
  );

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  // The first page opens at the newest message.
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (opened.current || rows.length === 0) return;
    opened.current = true;
    scrollToBottom();
  }, [rows.length, scrollToBottom]);

  // My own new message (just sent) brings the view down even when I had scrolled up.
  const last = messages.at(-1);
  const lastPendingId = last && last.status === "pending" ? last.id : null;
  useLayoutEffect(() => {
    if (lastPendingId) scrollToBottom();
  }, [lastPendingId, scrollToBottom]);

  // Images, audio players and link rows take their height after they load: a view at the bottom
  // stays there (so opening a conversation ends at its newest message, not above it).
  useEffect(() => {
    const content = contentRef.current;
    if (!content || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const element = scrollRef.current;
      if (element && atBottomRef.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    atBottomRef.current = distance <= BOTTOM_THRESHOLD_PX;
    setAtBottom(atBottomRef.current);
    if (element.scrollTop <= LOAD_OLDER_THRESHOLD_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const items = virtualizer.getVirtualItems();
  return (
    <Box sx={{ position: "relative", flex: 1, minHeight: 0, display: "flex", flexDirection: "column" }}>
      {loadingOlder ? (
        <Box
          sx={{ position: "absolute", top: 8, left: 0, right: 0, display: "flex", justifyContent: "center", zIndex: 2 }}
        >
          <CircularProgress size={20} aria-label={t("messagingConversation.list.loadingOlder")} />
        </Box>
      ) : null}
      <Box
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-label={t("messagingConversation.list.label")}
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: "auto", overflowAnchor: "none", outline: "none", pt: 1.5 }}
      >
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: "center", mt: 6 }}>
            {t("messagingConversation.list.empty")}
          </Typography>
        ) : null}
        <Box ref={contentRef} sx={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <Box
                key={item.key}
                data-index={item.index}
                data-kind={row.kind}
                ref={virtualizer.measureElement}
                sx={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${item.start}px)` }}
              >
                {row.kind === "day" ? (
                  <DaySeparator date={row.date} />
                ) : (
                  <MessageItem
                    message={row.message}
                    grouped={row.grouped}
                    highlighted={highlighted === row.message.id}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
      {atBottom || rows.length === 0 ? null : (
        <Fab
          size="small"
          color="primary"
          onClick={scrollToBottom}
          aria-label={t("messagingConversation.list.jumpToLatest")}
          sx={{ position: "absolute", bottom: 16, right: 24 }}
        >
          <KeyboardArrowDown />
        </Fab>
      )}
    </Box>
  );
}
