import { calendarEventAttrs } from "@bearish/shared/editor/blocks/calendar-event";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import AccessTimeIcon from "@mui/icons-material/AccessTime";
import EditIcon from "@mui/icons-material/EditOutlined";
import EventIcon from "@mui/icons-material/Event";
import NotificationsIcon from "@mui/icons-material/NotificationsNone";
import PlaceIcon from "@mui/icons-material/PlaceOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { formatEventRange } from "./calendar-event-rules";
import { attendeeInitials, attendeeName, EditEventDialog, useReminderLabel } from "./edit-event-dialog";

/** Avatars shown on the card before +n. */
const CARD_AVATARS = 4;

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.75, color: "text.secondary" }}>
      <Box component="span" aria-hidden sx={{ display: "inline-flex", "& svg": { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ color: "text.primary" }}>
        <Box
          component="span"
          sx={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}
        >
          {label}:{" "}
        </Box>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The editor's calendar event block (spec §3): a compact card of a meeting (title, time, location,
 * attendees, reminder, description). Editors change it in the Edit Event dialog; the event is kept in
 * the page until the calendar area exists.
 */
export function CalendarEventView({ node, editor, updateAttributes, selected }: NodeViewProps) {
  const { t, i18n } = useTranslation();
  const attrs = parseBlockAttrs(calendarEventAttrs, node.attrs);
  const [editing, setEditing] = useState(false);
  const reminderLabel = useReminderLabel();
  const editable = editor.isEditable;
  const when = formatEventRange({ start: attrs.startTime, end: attrs.endTime }, i18n.language);
  const empty = attrs.title === "" && when === null;

  return (
    <NodeViewWrapper data-type="calendarEvent">
      <Box
        role="group"
        aria-label={t("editorTaskBlocks.event.label")}
        contentEditable={false}
        sx={{
          my: 1,
          p: 1.5,
          display: "flex",
          gap: 1.5,
          border: 1,
          borderColor: selected ? "primary.main" : "divider",
          borderInlineStartWidth: 4,
          borderInlineStartColor: "primary.main",
          borderRadius: 1,
          bgcolor: "background.paper",
          maxWidth: 560,
        }}
      >
        <EventIcon color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 0.5 }}>
          <Typography
            sx={{ fontWeight: 600, wordBreak: "break-word" }}
            color={attrs.title ? "text.primary" : "text.secondary"}
          >
            {attrs.title || t("editorTaskBlocks.event.untitled")}
          </Typography>
          {empty ? (
            <Typography variant="body2" color="text.secondary">
              {editable ? t("editorTaskBlocks.event.emptyEditable") : t("editorTaskBlocks.event.empty")}
            </Typography>
          ) : null}
          {when ? (
            <Line icon={<AccessTimeIcon />} label={t("editorTaskBlocks.event.when")}>
              {when}
            </Line>
          ) : null}
          {attrs.location ? (
            <Line icon={<PlaceIcon />} label={t("editorTaskBlocks.event.location")}>
              {attrs.location}
            </Line>
          ) : null}
          {when ? (
            <Line icon={<NotificationsIcon />} label={t("editorTaskBlocks.event.reminder")}>
              {reminderLabel(attrs.reminder)}
            </Line>
          ) : null}
          {attrs.description ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                whiteSpace: "pre-wrap",
                display: "-webkit-box",
                WebkitLineClamp: 3,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {attrs.description}
            </Typography>
          ) : null}
          {attrs.attendees.length > 0 ? (
            <Box
              role="list"
              aria-label={t("editorTaskBlocks.event.attendees")}
              sx={{ display: "flex", alignItems: "center", gap: 1 }}
            >
              <Box sx={{ display: "flex", "& > *:not(:first-of-type)": { marginInlineStart: -0.75 } }}>
                {attrs.attendees.slice(0, CARD_AVATARS).map((a) => (
                  <Tooltip key={a.email} title={`${attendeeName(a)} · ${a.email}`}>
                    <Box role="listitem" sx={{ borderRadius: "50%", border: 2, borderColor: "background.paper" }}>
                      <UserAvatar
                        avatar={a.avatar || null}
                        fallback={attendeeInitials(a)}
                        name={attendeeName(a)}
                        size={28}
                      />
                    </Box>
                  </Tooltip>
                ))}
              </Box>
              <Typography variant="caption" color="text.secondary">
                {t("editorTaskBlocks.event.attendeeCount", { count: attrs.attendees.length })}
              </Typography>
            </Box>
          ) : null}
        </Box>
        {editable ? (
          <Box>
            <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t("editorTaskBlocks.event.edit")}
            </Button>
          </Box>
        ) : null}
      </Box>
      {editing ? (
        <EditEventDialog
          open
          value={attrs}
          onClose={() => setEditing(false)}
          onSave={(next) => updateAttributes(next)}
        />
      ) : null}
    </NodeViewWrapper>
  );
}
