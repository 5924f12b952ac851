import { z } from "zod";
import { identifier, oneOf } from "../block-fields";
import { defineBlock } from "../define-block";
import { AVATAR_SIZES, type AvatarSize } from "../editor-constants";

export const AVATAR_SIZE_NAMES = Object.keys(AVATAR_SIZES) as [AvatarSize, ...AvatarSize[]];

export const profilePictureAttrs = z.object({
  userId: identifier(),
  /** small 24, medium 40, large 64, extraLarge 80 px (AVATAR_SIZES). */
  size: oneOf(AVATAR_SIZE_NAMES, "medium"),
});
export type ProfilePictureAttrs = z.infer<typeof profilePictureAttrs>;

/** A person's avatar as a block (spec §3 profile picture). */
export const ProfilePicture = defineBlock({
  name: "profilePicture",
  tag: "bearish-profile-picture",
  attrs: profilePictureAttrs,
});
