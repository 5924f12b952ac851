import { type MessagingPlatform, OWN_PLATFORM } from "@bearish/shared/messaging/conversation";
import { AppError } from "../../platform/errors";

/**
 * Slack and Teams arrive with the integrations issue. Until then their routes answer this clear
 * error (the web app offers to connect an account), never an empty list that looks real.
 */
export function requireOwnPlatform(platform: MessagingPlatform): void {
  if (platform === OWN_PLATFORM) return;
  const name = platform === "slack" ? "Slack" : "Teams";
  throw new AppError("integration.not_connected", 409, `${name} is not connected. Connect an account first.`);
}
