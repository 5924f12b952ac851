import type { AnyExtension } from "@tiptap/core";
import { Callout } from "./callout";

/**
 * Every custom block of spec §3 "Editor blocks", one node each (files beside this one). The server
 * and the browser build their schema from this list; the browser adds node views by name.
 */
export const EDITOR_BLOCKS: AnyExtension[] = [Callout];
