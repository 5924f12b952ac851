import { expect, test } from "@playwright/test";
import { readSignupCode } from "../support/outbox";

const password = "Correct-horse1!";

test("a newcomer signs up with the mailed code, changes theme and language, logs out and back in", async ({ page }) => {
  const email = `newcomer-${Date.now()}@example.com`;

  await page.goto("/");
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.getByRole("link", { name: "Sign up" }).click();

  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("weak");
  // Each unmet rule is listed while the password is weak.
  await expect(page.getByText("An uppercase letter")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign up" })).toBeDisabled();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill("different");
  await page.getByLabel("Confirm password").blur();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("OTP sent successfully")).toBeVisible();

  const code = await readSignupCode(email);
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace");

  // Theme: dark, remembered across a reload.
  await page.goto("/en/settings/basics");
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe("rgb(255, 255, 255)");
  await page.reload();
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();

  // Language: Arabic switches the whole layout to right-to-left.
  await page.getByLabel("Language").click();
  await page.getByRole("option", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/settings\/basics$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");

  // Log out from the account menu.
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  // The old session is gone: a signed-in page sends us back to login.
  await page.goto("/en/settings/basics");
  await expect(page).toHaveURL(/\/en\/login/);

  // And logging in again works.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Logged in successfully")).toBeVisible();
});

test("a wrong password shows Login failed and the server's reason", async ({ page }) => {
  await page.goto("/en/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("Wrong-password1!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/);
});

test("an unknown locale redirects to English and unknown pages show the 404 page", async ({ page }) => {
  await page.goto("/xx/login");
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.goto("/en/definitely-not-a-page");
  await expect(page.getByText("404")).toBeVisible();
});
