import { z } from "zod";
import { identifier } from "../block-fields";
import { defineBlock } from "../define-block";

export const profileAttrs = z.object({ userId: identifier() });
export type ProfileAttrs = z.infer<typeof profileAttrs>;

/** A person's profile card (spec §3 profile). */
export const Profile = defineBlock({ name: "profile", tag: "bearish-profile", attrs: profileAttrs });
