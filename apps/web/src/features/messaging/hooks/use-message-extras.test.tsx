import type { Message } from "@bearish/shared/messaging/message";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fail, type MockReply, mockApi, ok } from "../../../test/fetch-mock";
import { EmojiPickerPopover } from "../components/emoji/emoji-picker";
import { CachedMessage, ME, makeMessage, renderExtras, seedMessages } from "../components/poll/extras-test-utils";
import { useMessageExtras } from "./use-message-extras";

const MESSAGE = makeMessage({
  id: "0197e000-0000-7000-8000-0000000000b1",
  reactions: [{ id: "r1", userId: "someone-else", emoji: "🎉" }],
});

/** A message's reactions as the page shows them, with the picker and a button per own reaction to take back. */
function Reactions({ message }: { message: Message }) {
  const extras = useMessageExtras(message.conversationId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div>
      <ul aria-label="Reactions">
        {message.reactions.map((r) => (
          <li key={r.id}>{`${r.emoji} ${r.userId === ME.id ? "me" : r.userId}`}</li>
        ))}
      </ul>
      <button type="button" onClick={(event) => setAnchor(event.currentTarget)}>
        Add reaction
      </button>
      <button type="button" onClick={() => void extras.unreact(message.id, "👍")}>
        Remove my thumbs up
      </button>
      <EmojiPickerPopover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onPick={(emoji) => void extras.react(message.id, emoji)}
      />
    </div>
  );
}

function deferred() {
  let resolve: (reply: MockReply) => void = () => {};
  const promise = new Promise<MockReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const items = () => screen.getAllByRole("listitem").map((li) => li.textContent);

describe("useMessageExtras reactions", () => {
  it("shows a reaction at once and takes it back when the server refuses", async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const sent: unknown[] = [];
    mockApi({
      [`POST /api/messages/${MESSAGE.id}/setReaction`]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return answer.promise;
      },
    });
    const { queryClient } = renderExtras(
      <CachedMessage id={MESSAGE.id}>{(m) => <Reactions message={m} />}</CachedMessage>,
    );
    seedMessages(queryClient, [MESSAGE]);

    await user.click(await screen.findByRole("button", { name: "Add reaction" }));
    await user.click(screen.getByRole("button", { name: "React with 👍" }));
    // Optimistic: on screen before the server answered.
    expect(items()).toEqual(["🎉 someone-else", "👍 me"]);
    expect(sent).toEqual([{ reaction: "👍" }]);

    answer.resolve(fail(403, "message.forbidden", "This conversation is blocked"));
    await waitFor(() => expect(items()).toEqual(["🎉 someone-else"]));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not change the reaction");
    expect(alert).toHaveTextContent("This conversation is blocked");
  });

  it("keeps the server's copy when it accepts, and restores a removed reaction on failure", async () => {
    const user = userEvent.setup();
    const mine = { id: "r2", userId: ME.id, emoji: "👍" };
    mockApi({
      [`POST /api/messages/${MESSAGE.id}/setReaction`]: ok({ ...MESSAGE, reactions: [...MESSAGE.reactions, mine] }),
      [`PUT /api/messages/${MESSAGE.id}/unsetReaction`]: fail(500, "server.error", "Something broke"),
    });
    const { queryClient } = renderExtras(
      <CachedMessage id={MESSAGE.id}>{(m) => <Reactions message={m} />}</CachedMessage>,
    );
    seedMessages(queryClient, [MESSAGE]);

    await user.click(await screen.findByRole("button", { name: "Add reaction" }));
    await user.click(screen.getByRole("button", { name: "React with 👍" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")[1]).toHaveTextContent("👍 me"));
    await waitFor(() => expect(items()).toEqual(["🎉 someone-else", "👍 me"]));

    await user.click(screen.getByRole("button", { name: "Remove my thumbs up" }));
    await screen.findByRole("alert");
    expect(items()).toEqual(["🎉 someone-else", "👍 me"]);
  });
});
