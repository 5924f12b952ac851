import type { TaskAttachment } from "@bearish/shared/tasks/task";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeCloudFile, renderWithProviders } from "../../cloud-storage/components/details/cloud-details-test-utils";
import { AttachmentsField } from "./attachments-field";

const DECK = makeCloudFile({
  id: "0197b000-0000-7000-8000-000000000f09",
  name: "deck.pdf",
  directory: "/",
  path: "/deck.pdf",
  size: 2048,
});

describe("AttachmentsField: attach from cloud", () => {
  it("adds picked cloud files as attachments (id, name, type, size), once each", async () => {
    const user = userEvent.setup();
    mockApi({
      "GET /api/cloud-storage/file/get-all-folders": ok([]),
      "GET /api/cloud-storage/file/get-all-files": ok([DECK]),
    });
    const existing: TaskAttachment = { id: "u1", name: "notes.txt", fileType: "text/plain" };
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<AttachmentsField attachments={[existing]} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Attach from cloud" }));
    const picker = within(await screen.findByRole("dialog", { name: "Attach from cloud" }));
    await user.click(await picker.findByRole("option", { name: "deck.pdf" }));
    await user.click(picker.getByRole("button", { name: "Attach (1)" }));
    const added = { id: DECK.id, name: "deck.pdf", fileType: "application/pdf", size: 2048 };
    expect(onChange).toHaveBeenCalledWith([existing, added]);

    rerender(<AttachmentsField attachments={[existing, added]} onChange={onChange} />);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Attach from cloud" })).toBeNull());
    await user.click(screen.getByRole("button", { name: "Attach from cloud" }));
    const again = within(await screen.findByRole("dialog", { name: "Attach from cloud" }));
    await user.click(await again.findByRole("option", { name: "deck.pdf" }));
    await user.click(again.getByRole("button", { name: "Attach (1)" }));
    expect(onChange).toHaveBeenLastCalledWith([existing, added]);
  });
});
