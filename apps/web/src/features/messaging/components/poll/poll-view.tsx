import type { Message, Poll } from "@bearish/shared/messaging/message";
import HowToVoteOutlined from "@mui/icons-material/HowToVoteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useConversationPeople, useMessageExtras } from "../../hooks/use-message-extras";
import { PollOptionsEditor } from "./poll-options-editor";
import { PollResults } from "./poll-results";

export interface PollViewProps {
  message: Message;
  currentUserId: string;
}

/**
 * The caller's vote. Realtime poll updates carry `myVote: null` for everyone, so the voter lists
 * are the fallback that keeps a vote visible after someone else votes.
 */
export function myVoteOf(poll: Poll, userId: string): string | null {
  return poll.myVote ?? poll.options.find((o) => o.voterIds.includes(userId))?.id ?? null;
}

/**
 * A poll in a message (spec §4): open (the author prepares the options, others wait), locked
 * (everyone chooses one option) and voted (results; the vote can be changed).
 */
export function PollView({ message, currentUserId }: PollViewProps) {
  const { t } = useTranslation();
  const extras = useMessageExtras(message.conversationId);
  const people = useConversationPeople(message.conversationType, message.platform, message.conversationId);
  const [changing, setChanging] = useState(false);
  const poll = message.poll;
  if (!poll) return null;

  const isAuthor = message.senderId === currentUserId;
  const myVote = myVoteOf(poll, currentUserId);
  const headingId = `poll-${message.id}`;

  const vote = async (optionId: string) => {
    const answer = await extras.vote(message.id, optionId);
    if (answer) setChanging(false);
  };

  let body: ReactNode;
  if (poll.state === "open") {
    body = isAuthor ? (
      <PollOptionsEditor
        poll={poll}
        pending={extras.isPollPending}
        onSave={(options) => void extras.updatePollOptions(message.id, { options })}
        onLock={() => void extras.lockPoll(message.id)}
      />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {t("messagingExtras.poll.preparing")}
      </Typography>
    );
  } else if (myVote && !changing) {
    body = (
      <Stack sx={{ gap: 1 }}>
        <PollResults poll={poll} myVote={myVote} people={people} />
        <Button size="small" onClick={() => setChanging(true)} sx={{ alignSelf: "flex-start" }}>
          {t("messagingExtras.poll.changeVote")}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack sx={{ gap: 0.75 }} role="group" aria-label={t("messagingExtras.poll.choose")}>
        {poll.options.map((option) => (
          <Button
            key={option.id}
            variant={option.id === myVote ? "contained" : "outlined"}
            aria-pressed={option.id === myVote}
            disabled={extras.isVotePending}
            onClick={() => void vote(option.id)}
            sx={{ justifyContent: "flex-start", textTransform: "none", textAlign: "start" }}
          >
            {option.value}
          </Button>
        ))}
        {changing ? (
          <Button size="small" onClick={() => setChanging(false)} sx={{ alignSelf: "flex-start" }}>
            {t("messagingExtras.poll.keepVote")}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 1.5, maxWidth: 420, bgcolor: "background.paper" }}
    >
      {/* The header is a heading, never a button (spec §4: not clickable once voted). */}
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, mb: 1 }}>
        <HowToVoteOutlined color="primary" fontSize="small" aria-hidden />
        <Typography id={headingId} variant="subtitle2" component="h3" sx={{ flex: 1, overflowWrap: "anywhere" }}>
          {poll.question || t("messagingExtras.poll.untitled")}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(poll.state === "open" ? "messagingExtras.poll.stateOpen" : "messagingExtras.poll.stateLocked")}
        </Typography>
      </Stack>
      {body}
    </Box>
  );
}
