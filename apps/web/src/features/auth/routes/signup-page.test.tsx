import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";

const password = "Correct-horse1!";

async function fillSignup(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("First name"), "Grace");
  await user.type(screen.getByLabelText("Last name"), "Hopper");
  await user.type(screen.getByLabelText("Email"), "grace@example.com");
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm password"), password);
}

describe("signup page", () => {
  it("sends the form, then asks for the mailed code, resends it, verifies and signs in", async () => {
    const user = userEvent.setup();
    const me = makeMe();
    const fetchMock = mockApi({
      "POST /api/user/auth/signup": {
        status: 201,
        body: {
          success: true,
          statusCode: 201,
          message: "OTP sent successfully",
          data: { email: "grace@example.com", expiresInMinutes: 10 },
        },
      },
      "POST /api/user/auth/resend-otp": ok({}, "OTP sent successfully"),
      "POST /api/user/auth/verify-otp": ok({ token: "fresh", user: me }),
      "GET /api/user/auth/me": ok(me),
    });
    const { router } = renderApp("/en/signup");
    await fillSignup(user);
    await user.click(screen.getByRole("button", { name: "Sign up" }));

    expect(await screen.findByText("OTP sent successfully")).toBeInTheDocument();
    expect(screen.getByText(/grace@example\.com/)).toBeInTheDocument();
    const verify = screen.getByRole("button", { name: "Verify" });
    expect(verify).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Resend code" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/user/auth/resend-otp")).toBe(true));

    await user.type(screen.getByLabelText("Code"), "12a3456");
    expect(screen.getByLabelText("Code")).toHaveValue("123456");
    await user.click(verify);

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Grace" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/en");
    expect(window.localStorage.getItem("token")).toBe("fresh");
    const verifyCall = fetchMock.mock.calls.find(([url]) => url === "/api/user/auth/verify-otp");
    expect(verifyCall?.[1]?.body).toBe('{"email":"grace@example.com","otp":"123456"}');
  });

  it("shows Signup failed with the server's reason", async () => {
    const user = userEvent.setup();
    mockApi({
      "POST /api/user/auth/signup": fail(409, "auth.email_taken", "An account with this email already exists"),
    });
    renderApp("/en/signup");
    await fillSignup(user);
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("Signup failed");
    expect(toast).toHaveTextContent("An account with this email already exists");
    expect(screen.queryByLabelText("Code")).not.toBeInTheDocument();
  });
});
