import { type APIRequestContext, type Browser, expect, type Page, type ViewportSize } from "@playwright/test";
import { readSignupCode } from "./outbox";

/** The password every journey's people sign up with. */
export const password = "Correct-horse1!";

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** Signs a person up through the API with the mailed code and returns their id and session token. */
export async function signUp(request: APIRequestContext, firstName: string, lastName: string): Promise<Account> {
  const email = `${firstName.toLowerCase()}-${Date.now()}@example.com`;
  const signup = await request.post("/api/user/auth/signup", { data: { firstName, lastName, email, password } });
  expect(signup.status()).toBe(201);
  const otp = await readSignupCode(email);
  const verified = await request.post("/api/user/auth/verify-otp", { data: { email, otp } });
  expect(verified.status()).toBe(200);
  const { data } = (await verified.json()) as { data: { token: string; user: { id: string } } };
  return { id: data.user.id, email, firstName, lastName, token: data.token };
}

export interface SignedInOptions {
  /** The browser window's size (the project's default when left out). */
  viewport?: ViewportSize;
  /** Keep every toast the page shows in `window.toastsSeen` (read by `expectToast`). */
  recordToasts?: boolean;
  /** Collect the page's errors and error-boundary reports here (a journey ends by checking it is empty). */
  crashes?: string[];
}

/** A new browser context signed in as `account` (the token the app keeps in local storage), and its page. */
export async function signedIn(browser: Browser, account: Account, options: SignedInOptions = {}): Promise<Page> {
  const context = await browser.newContext(options.viewport ? { viewport: options.viewport } : undefined);
  // Init scripts run in every frame; a sandboxed frame (the DOCX preview) has no storage to touch.
  await context.addInitScript((token) => {
    if (window === window.top) window.localStorage.setItem("token", token);
  }, account.token);
  if (options.recordToasts) {
    // Every toast the page shows, in order: one toast replaces another, so a short-lived one is still on record.
    await context.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { toastsSeen: seen });
      new MutationObserver(() => {
        for (const alert of document.querySelectorAll(".MuiSnackbar-root [role=alert]")) {
          const text = alert.textContent ?? "";
          if (seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  }
  const page = await context.newPage();
  const crashes = options.crashes;
  if (crashes) {
    // A crash anywhere fails the journey, even when an error boundary keeps the page up.
    page.on("pageerror", (error) => crashes.push(`${account.firstName}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("ErrorBoundary")) {
        crashes.push(`${account.firstName}: ${message.text().split("\n")[0]}`);
      }
    });
  }
  return page;
}

/**
 * Waits until the page (signed in with `recordToasts`) has shown a toast containing `text`, on screen
 * now or shown since the page loaded.
 */
export async function expectToast(page: Page, text: string, timeout = 10_000) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen), { timeout })
    .toContainEqual(expect.stringContaining(text));
}
