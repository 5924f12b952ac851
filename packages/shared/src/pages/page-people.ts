import { z } from "zod";

/** A person as the page features show them (author, locker, editor). */
export const pagePersonSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
});
export type PagePerson = z.infer<typeof pagePersonSchema>;
