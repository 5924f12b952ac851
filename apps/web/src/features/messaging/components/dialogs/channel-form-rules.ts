import {
  CHANNEL_ERRORS,
  type ChannelVisibility,
  type CreateChannelBody,
  type MessagingPlatform,
} from "@bearish/shared/messaging/conversation";
import { HttpError } from "../../../../lib/http";

/** The Create a Channel form as typed. */
export interface ChannelForm {
  name: string;
  description: string;
  participantIds: string[];
  visibility: ChannelVisibility;
  platform: MessagingPlatform;
  /** Teams only: the team the channel belongs to. */
  teamId: string;
  /** Slack only: the Slack user the channel is made for. */
  slackUserId: string;
}

export const EMPTY_CHANNEL_FORM: ChannelForm = {
  name: "",
  description: "",
  participantIds: [],
  visibility: "public",
  platform: "bearish",
  teamId: "",
  slackUserId: "",
};

/** Spec §5: what is missing, in the spec's order and words (each shown as an alert). */
export function channelFormErrors(form: ChannelForm): string[] {
  const errors: string[] = [];
  if (!form.name.trim()) errors.push(CHANNEL_ERRORS.nameRequired);
  if (form.platform === "teams" && !form.teamId) errors.push(CHANNEL_ERRORS.teamRequired);
  if (form.platform === "slack" && !form.slackUserId) errors.push(CHANNEL_ERRORS.slackUserRequired);
  if (form.participantIds.length === 0) errors.push(CHANNEL_ERRORS.participantRequired);
  return errors;
}

/** The request body of a valid form. */
export function channelBodyOf(form: ChannelForm): CreateChannelBody {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    participantIds: form.participantIds,
    platform: form.platform,
    visibility: form.visibility,
    ...(form.platform === "teams" && form.teamId ? { teamId: form.teamId } : {}),
  };
}

/** A refused request as alert texts: the server's message, then each field's reason it names. */
export function serverErrorTexts(error: unknown, fallback: string): string[] {
  if (!(error instanceof HttpError)) return [fallback];
  const texts = [error.serverMessage ?? fallback, ...error.details.map((detail) => detail.message)];
  return [...new Set(texts)];
}
