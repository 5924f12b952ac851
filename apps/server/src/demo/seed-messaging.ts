import { Readable } from "node:stream";
import type { Message } from "@bearish/shared/messaging/message";
import { createChannel, startChat } from "../features/messaging/conversations.service";
import { setPinned, setReaction } from "../features/messaging/message-extras.service";
import { lockPoll, votePoll } from "../features/messaging/message-polls.service";
import { sendMessage } from "../features/messaging/messages.service";
import { storeIncomingFile } from "../features/uploads/uploads.service";
import { findUserByEmail } from "../features/users/users.repository";
import type { AppContext } from "../platform/context";
import type { SessionActor } from "../platform/session.repository";
import { gradientPng, toneWav } from "./demo-media";

type Line = [from: string, text: string];

const STANDUP: Line[] = [
  ["grace", "Morning all! Standup notes go here today."],
  ["alan", "Finished the search relevance review; two fixes are in review."],
  ["katherine", "Working on the launch email. Draft by noon."],
  ["dieter", "Pricing page layout is ready for a look."],
  ["ada", "Thanks everyone. Let's keep the launch checklist green this week."],
  ["grace", "Reminder: retro on Friday at 3pm."],
];
const LAUNCH: Line[] = [
  ["ada", "Kicking off the launch channel. Dates and owners are in the Apollo board."],
  ["mary", "Marketing assets land Wednesday."],
  ["alan", "Load tests passed at twice the expected traffic."],
  ["katherine", "Docs for the new API are live at https://example.com/docs"],
];
const DIRECT: Line[] = [
  ["grace", "Hi Ada, do you have a minute for the budget?"],
  ["ada", "Sure, after lunch works."],
  ["grace", "Great, I'll bring the numbers."],
];

/** The HTML the composer would send for a plain line of text. */
const html = (text: string) => `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`;

/**
 * Chats and channels for the demo people, through the services (order, search, notifications as
 * for any user's): a team channel and a launch channel with replies, mentions, reactions, a pinned
 * message, a poll that has votes, an image and a voice note (generated, not downloaded), and
 * direct and group chats. Answers how many messages it sent.
 */
export async function seedMessaging(ctx: AppContext): Promise<number> {
  const people = new Map<string, SessionActor & { firstName: string; lastName: string }>();
  for (const name of ["ada", "grace", "alan", "katherine", "dieter", "mary"]) {
    const user = await findUserByEmail(ctx.db, `${name}@bearish.demo`);
    if (!user) throw new Error(`demo person ${name} is missing`);
    people.set(name, {
      userId: user.id,
      role: user.role,
      sessionId: "demo-seed",
      firstName: user.firstName,
      lastName: user.lastName,
    });
  }
  const who = (name: string) => people.get(name) as SessionActor & { firstName: string; lastName: string };
  let sent = 0;
  const send = async (
    type: "chat" | "channel",
    conversationId: string,
    from: string,
    content: string,
    extra: {
      replyTo?: string;
      mentions?: { id: string; username: string }[];
      stored?: never[];
      poll?: { question: string; options: { value: string }[] };
    } = {},
  ): Promise<Message> => {
    sent++;
    const { message } = await sendMessage(ctx, who(from), type, "bearish", conversationId, {
      content,
      mentions: extra.mentions ?? [],
      fileIds: [],
      stored: [],
      isDraft: false,
      ...(extra.replyTo ? { replyTo: extra.replyTo } : {}),
      ...(extra.poll ? { poll: extra.poll } : {}),
    });
    return message;
  };

  const team = await createChannel(ctx, who("ada"), "bearish", {
    name: "team",
    description: "Everyday talk of the whole team",
    participantIds: ["grace", "alan", "katherine", "dieter", "mary"].map((n) => who(n).userId),
    platform: "bearish",
    visibility: "public",
  });
  let first: Message | null = null;
  for (const [from, text] of STANDUP) {
    const message = await send("channel", team.id, from, html(text));
    first ??= message;
  }
  if (first) {
    await setPinned(ctx, who("grace"), first.id, true);
    const reply = await send("channel", team.id, "dieter", html("Added mine below, thanks Grace."), {
      replyTo: first.id,
    });
    await setReaction(ctx, who("ada"), reply.id, "👍", true);
    await setReaction(ctx, who("grace"), reply.id, "🎉", true);
  }
  const mention = who("alan");
  await send(
    "channel",
    team.id,
    "grace",
    `<p><span data-type="mention" data-id="${mention.userId}" data-label="${mention.firstName} ${mention.lastName}">@${mention.firstName} ${mention.lastName}</span> can you share the load test report?</p>`,
    { mentions: [{ id: mention.userId, username: `${mention.firstName} ${mention.lastName}` }] },
  );
  const poll = await send("channel", team.id, "katherine", "", {
    poll: {
      question: "Where should the team lunch be?",
      options: [{ value: "Pizza place" }, { value: "Noodle bar" }, { value: "Salad spot" }],
    },
  });
  await lockPoll(ctx, who("katherine"), poll.id);
  const options = poll.poll?.options ?? [];
  for (const [i, name] of ["ada", "grace", "alan", "dieter"].entries()) {
    const option = options[i % 2];
    if (option) await votePoll(ctx, who(name), poll.id, option.id);
  }

  const launch = await createChannel(ctx, who("ada"), "bearish", {
    name: "launch",
    description: "Everything about the spring launch",
    participantIds: ["mary", "alan", "katherine"].map((n) => who(n).userId),
    platform: "bearish",
    visibility: "private",
  });
  for (const [from, text] of LAUNCH) await send("channel", launch.id, from, html(text));
  await sendFiles(ctx, who("mary"), launch.id, "Banner draft attached.", [
    { filename: "launch-banner.png", bytes: gradientPng(480, 240, [36, 99, 235], [236, 72, 153]) },
  ]);
  sent++;
  await sendFiles(ctx, who("alan"), launch.id, "", [{ filename: "voice-note.wav", bytes: toneWav(4) }]);
  sent++;

  const { conversation: direct } = await startChat(ctx, who("grace"), "bearish", {
    participantIds: [who("ada").userId],
  });
  for (const [from, text] of DIRECT) await send("chat", direct.id, from, html(text));
  const { conversation: group } = await startChat(ctx, who("katherine"), "bearish", {
    participantIds: [who("dieter").userId, who("alan").userId],
  });
  await send("chat", group.id, "katherine", html("Coffee at 10?"));
  await send("chat", group.id, "dieter", html("Yes please"));
  return sent;
}

/** A message with files, stored through the upload path (sniffed types, the blob store). */
async function sendFiles(
  ctx: AppContext,
  actor: SessionActor,
  channelId: string,
  text: string,
  files: { filename: string; bytes: Buffer }[],
): Promise<void> {
  const stored = [];
  for (const file of files) {
    const one = await storeIncomingFile(ctx, {
      filename: file.filename,
      stream: Readable.from(file.bytes),
      exceeded: () => false,
    });
    if (one) stored.push(one);
  }
  await sendMessage(ctx, actor, "channel", "bearish", channelId, {
    content: text ? html(text) : "",
    mentions: [],
    fileIds: [],
    stored,
    isDraft: false,
  });
}
