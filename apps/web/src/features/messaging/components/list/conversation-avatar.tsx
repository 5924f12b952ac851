import { type Conversation, PARTICIPANT_PREVIEW } from "@bearish/shared/messaging/conversation";
import TagIcon from "@mui/icons-material/Tag";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import { UserAvatar } from "../../../../lib/ui/user-avatar";

const SIZE = 40;
/** Group chats show up to six faces in a 3 × 2 cluster the size of one avatar column. */
const CLUSTER_FACE = 18;

/** A row's picture: the other person of a direct chat, the faces of a group (at most 6), or the channel's mark. */
export function ConversationAvatar({ conversation, meId }: { conversation: Conversation; meId: string }) {
  if (conversation.type === "channel") {
    if (conversation.avatar) {
      return (
        <UserAvatar avatar={conversation.avatar} fallback={conversation.avatar_fallBack} name={conversation.name} />
      );
    }
    return (
      <Avatar variant="rounded" aria-hidden sx={{ width: SIZE, height: SIZE, bgcolor: "secondary.main" }}>
        <TagIcon />
      </Avatar>
    );
  }
  const others = conversation.participants.filter((p) => p.userId !== meId);
  const [only] = others;
  if (conversation.isDirect || others.length <= 1) {
    const person = only ?? conversation.participants[0];
    return (
      <UserAvatar
        avatar={person?.avatar ?? conversation.avatar}
        fallback={person?.avatar_fallBack ?? conversation.avatar_fallBack}
        name={person?.name ?? conversation.name}
        size={SIZE}
      />
    );
  }
  const faces = others.slice(0, PARTICIPANT_PREVIEW);
  return (
    <Box
      aria-hidden
      sx={{
        width: SIZE + 8,
        display: "flex",
        flexWrap: "wrap",
        alignContent: "center",
        justifyContent: "center",
        "& > *": { border: 1, borderColor: "background.paper", borderRadius: "50%", marginInlineStart: "-2px" },
      }}
    >
      {faces.map((p) => (
        <Box key={p.userId} sx={{ display: "flex" }}>
          <UserAvatar avatar={p.avatar} fallback={p.avatar_fallBack} name={p.name} size={CLUSTER_FACE} />
        </Box>
      ))}
    </Box>
  );
}
