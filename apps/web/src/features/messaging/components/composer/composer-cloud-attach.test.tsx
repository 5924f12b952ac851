import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import type { Message } from "@bearish/shared/messaging/message";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok } from "../../../../test/fetch-mock";
import { ADA, makeCloudFile } from "../../../cloud-storage/components/details/cloud-details-test-utils";
import { CHAT_PATH, ME, makeMessage, renderConversation } from "../conversation/conversation-test-utils";

const MINE = makeCloudFile({
  id: "0197b000-0000-7000-8000-000000000f01",
  uploadId: "0197b000-0000-7000-8000-000000000a01",
  name: "plan.pdf",
  directory: "/",
  path: "/plan.pdf",
});
const ADAS = makeCloudFile({
  id: "0197b000-0000-7000-8000-000000000f02",
  uploadId: "0197b000-0000-7000-8000-000000000a02",
  name: "shared.pdf",
  directory: "/",
  path: "/shared.pdf",
  uploadedBy: ADA,
});

function cloudRoutes(files: CloudFile[]) {
  return {
    "GET /api/cloud-storage/file/get-all-folders": ok([]),
    "GET /api/cloud-storage/file/get-all-files": {
      status: 200,
      body: {
        success: true,
        statusCode: 200,
        message: "OK",
        data: files,
        meta: { page: 1, limit: 100, total: files.length, hasMore: false },
      },
    },
  };
}

describe("Composer: attach from cloud", () => {
  it("attaches any cloud file the sender can open, by its upload id", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const sent: Record<string, unknown>[] = [];
    await renderConversation({
      routes: {
        ...cloudRoutes([MINE, ADAS]),
        [`POST ${CHAT_PATH}/messages`]: ({ init }) => {
          const body = JSON.parse(String(init?.body)) as { clientMessageId: string };
          sent.push(body);
          const stored: Message = makeMessage({ seq: 100, senderId: ME.id, clientMessageId: body.clientMessageId });
          return ok(stored);
        },
      },
    });
    await screen.findByText("No messages yet. Say hello!");
    await user.click(screen.getByRole("button", { name: "Attach from cloud" }));
    const picker = within(await screen.findByRole("dialog", { name: "Attach from cloud" }));
    // A file someone else uploaded (shared with me) can go into my message too: the server checks I may open it.
    expect(await picker.findByRole("option", { name: "shared.pdf" })).not.toHaveAttribute("aria-disabled", "true");
    await user.click(picker.getByRole("option", { name: "plan.pdf" }));
    await user.click(picker.getByRole("option", { name: "shared.pdf" }));
    await user.click(picker.getByRole("button", { name: "Attach (2)" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Attach from cloud" })).toBeNull());
    expect(screen.getByText("plan.pdf · 1.50 MB")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.fileIds).toEqual([MINE.uploadId, ADAS.uploadId]);
    expect(screen.queryByText("plan.pdf · 1.50 MB")).toBeNull();
  });
});
