import type { Participant } from "@bearish/shared/messaging/conversation";
import type { Poll } from "@bearish/shared/messaging/message";
import CheckCircleRounded from "@mui/icons-material/CheckCircleRounded";
import AvatarGroup from "@mui/material/AvatarGroup";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../../lib/ui/user-avatar";

export interface PollResultsProps {
  poll: Poll;
  myVote: string | null;
  people: Map<string, Participant>;
}

/** Votes per option as bars, with counts and the people who chose each one. */
export function PollResults({ poll, myVote, people }: PollResultsProps) {
  const { t } = useTranslation();
  const total = poll.options.reduce((sum, o) => sum + o.votes, 0);
  return (
    <Stack
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0, gap: 1.25 }}
      aria-label={t("messagingExtras.poll.results")}
    >
      {poll.options.map((option) => {
        const percent = total > 0 ? Math.round((option.votes / total) * 100) : 0;
        const mine = option.id === myVote;
        const voters = option.voterIds.map((id) => people.get(id)).filter((p): p is Participant => p !== undefined);
        return (
          <Box component="li" key={option.id} aria-label={option.value}>
            <Stack direction="row" sx={{ alignItems: "center", gap: 0.75, mb: 0.5 }}>
              {mine ? (
                <CheckCircleRounded color="primary" fontSize="small" aria-label={t("messagingExtras.poll.yourVote")} />
              ) : null}
              <Typography variant="body2" sx={{ flex: 1, fontWeight: mine ? 600 : 400, overflowWrap: "anywhere" }}>
                {option.value}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
                {t("messagingExtras.poll.votes", { count: option.votes })} · {percent}%
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t("messagingExtras.poll.share", { value: option.value })}
              sx={{ height: 8, borderRadius: 4 }}
            />
            {voters.length ? (
              <AvatarGroup
                max={6}
                aria-label={t("messagingExtras.poll.votedBy", {
                  names: voters.map((p) => `${p.firstName} ${p.lastName}`.trim()).join(", "),
                })}
                sx={{
                  justifyContent: "flex-end",
                  mt: 0.5,
                  "& .MuiAvatar-root": { width: 22, height: 22, fontSize: 11 },
                }}
              >
                {voters.map((person) => (
                  <UserAvatar
                    key={person.userId}
                    avatar={person.avatar}
                    fallback={person.avatar_fallBack}
                    name={`${person.firstName} ${person.lastName}`.trim()}
                    size={22}
                  />
                ))}
              </AvatarGroup>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
