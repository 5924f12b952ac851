import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { API, DOC, renderPage } from "../test-utils";
import { BannerImagePicker, isBannerFile, isHttpUrl } from "./banner-image-picker";

const UPLOAD_ID = "0197f100-0000-7000-8000-000000000001";
const PATH = `${API}/files/${UPLOAD_ID}`;
const SIGNED = `/api/files/${UPLOAD_ID}?expires=1&sig=s`;
const uploaded = {
  status: 201,
  body: { success: true, statusCode: 201, message: "Image uploaded", data: { uploadId: UPLOAD_ID, path: PATH } },
};

describe("banner image picker", () => {
  it("accepts png, jpeg, jpg and webp files only, and http(s) addresses only", () => {
    expect(isBannerFile({ name: "a.png", type: "image/png" })).toBe(true);
    expect(isBannerFile({ name: "a.jpg", type: "image/jpeg" })).toBe(true);
    expect(isBannerFile({ name: "a.jpeg", type: "image/jpeg" })).toBe(true);
    expect(isBannerFile({ name: "a.webp", type: "image/webp" })).toBe(true);
    expect(isBannerFile({ name: "a.gif", type: "image/gif" })).toBe(false);
    expect(isBannerFile({ name: "a.svg", type: "image/svg+xml" })).toBe(false);
    expect(isBannerFile({ name: "a.png.exe", type: "image/png" })).toBe(false);
    expect(isHttpUrl("https://example.com/a.png")).toBe(true);
    expect(isHttpUrl("http://example.com/a.png")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("ftp://example.com/a.png")).toBe(false);
    expect(isHttpUrl("not a url")).toBe(false);
  });

  it("keeps Apply disabled until an image is chosen; refuses other types; uploads into the page and applies its path", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const applied: string[] = [];
    const fetchMock = mockApi({ [`POST ${API}/files`]: uploaded, [`GET ${PATH}`]: ok({ url: SIGNED }) });
    renderPage(
      <BannerImagePicker
        target={DOC}
        current={null}
        busy={false}
        onApply={(url) => applied.push(url)}
        onRemove={() => {}}
      />,
    );
    const apply = await screen.findByRole("button", { name: "Apply" });
    expect(apply).toBeDisabled();
    const input = screen.getByLabelText("Upload", { selector: "input" });
    await user.upload(input, new File(["GIF8"], "anim.gif", { type: "image/gif" }));
    expect(await screen.findByText("Choose a PNG, JPEG or WebP image")).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(apply).toBeDisabled();

    await user.upload(input, new File(["\x89PNG"], "banner.png", { type: "image/png" }));
    await waitFor(() => expect(apply).toBeEnabled());
    const form = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((form.get("file") as File).name).toBe("banner.png");
    // The preview shows the page file through a freshly signed URL; the page stores the stable path.
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Chosen banner image" })).toHaveAttribute("src", SIGNED),
    );
    await user.click(apply);
    expect(applied).toEqual([PATH]);
  });

  it("chooses an image by an http(s) address and removes the current banner", async () => {
    const user = userEvent.setup();
    const applied: string[] = [];
    let removed = 0;
    mockApi({});
    renderPage(
      <BannerImagePicker
        target={DOC}
        current="https://example.com/old.png"
        busy={false}
        onApply={(url) => applied.push(url)}
        onRemove={() => {
          removed += 1;
        }}
      />,
    );
    const field = await screen.findByLabelText("Image address (http or https)");
    await user.type(field, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Use" }));
    expect(await screen.findByText("Enter an http or https address")).toBeVisible();
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "https://example.com/new.png");
    await user.click(screen.getByRole("button", { name: "Use" }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(applied).toEqual(["https://example.com/new.png"]);
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(removed).toBe(1);
  });
});
