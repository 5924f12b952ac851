/**
 * Path and name rules of the product's own cloud storage (spec §4, §5), shared by the server and
 * the web client. A drive belongs to one person; every folder and file in it has a `directory`
 * (the path of the folder it sits in) and a `path` (`directory` joined with its own name).
 * Paths start at `/`; `/` itself is the drive's root, which is not a folder row.
 */

/** The clouds of the route `/{locale}/cloud-storage/{cloud-name}/{storageId}` (spec §2). */
export const CLOUD_NAMES = ["bearish", "box", "one-drive", "google-drive"] as const;
export type CloudName = (typeof CLOUD_NAMES)[number];
/** The cloud this product stores itself; the others arrive with their integrations. */
export const OWN_CLOUD: CloudName = "bearish";
/** `storageId` of the route that means "my own drive". */
export const MY_DRIVE_ID = "my-drive";

export const ROOT_DIRECTORY = "/";
/** The spec's default name of a new folder (spec §5). */
export const DEFAULT_FOLDER_NAME = "New Folder";
export const CLOUD_NAME_MAX_LENGTH = 255;
/** Deepest folder path (characters) accepted, so a path always fits an index. */
export const CLOUD_PATH_MAX_LENGTH = 2048;

// C0, DEL and C1 control characters, and the invisible ones that can disguise a name: the zero-width
// space (U+200B), bidi embeddings and overrides (U+202A–U+202E), bidi isolates (U+2066–U+2069) and
// the byte-order mark (U+FEFF). The zero-width (non-)joiners and the LTR/RTL marks stay allowed:
// Persian and Arabic words and emoji sequences (👨‍👩‍👧) need them, and they cannot reorder a name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the rule is about these characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2066-\u2069\ufeff]/;
const ALL_CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTERS.source, "g");

/** `name` without the characters `cloudNameProblem` refuses as control characters. */
export function stripCloudControlCharacters(name: string): string {
  return name.replace(ALL_CONTROL_CHARACTERS, "");
}

/**
 * Why a folder or file name is refused, or null when it is fine. The caller trims first. Names
 * cannot contain `/`, be `.` or `..` (or contain `..`), or contain control characters.
 */
export function cloudNameProblem(name: string): string | null {
  if (name.length === 0) return "Name is required";
  if (name.length > CLOUD_NAME_MAX_LENGTH) return `Name must be at most ${CLOUD_NAME_MAX_LENGTH} characters`;
  if (name.includes("/") || name.includes("\\")) return "Name cannot contain / or \\";
  if (name === "." || name.includes("..")) return "Name cannot contain ..";
  if (CONTROL_CHARACTERS.test(name)) return "Name cannot contain control characters";
  return null;
}

/**
 * A directory as stored: starts with `/`, no trailing `/` (except the root), no empty, `.` or
 * `..` segments, every segment a valid name. Null when it cannot be one.
 */
export function normalizeDirectory(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed.startsWith("/")) return null;
  if (trimmed.length > CLOUD_PATH_MAX_LENGTH) return null;
  const segments = trimmed.split("/").filter((segment) => segment !== "");
  for (const segment of segments) {
    if (segment !== segment.trim() || cloudNameProblem(segment) !== null) return null;
  }
  return segments.length === 0 ? ROOT_DIRECTORY : `/${segments.join("/")}`;
}

/** `directory` + `name`: `/` + `Docs` → `/Docs`, `/Docs` + `a.pdf` → `/Docs/a.pdf`. */
export function joinCloudPath(directory: string, name: string): string {
  return directory === ROOT_DIRECTORY ? `/${name}` : `${directory}/${name}`;
}

/** The segments of a path, for breadcrumbs: `/a/b` → ["a", "b"]; `/` → []. */
export function pathSegments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/** The path of the first `count` segments: crumbs jump back to it (0 → `/`). */
export function pathPrefix(path: string, count: number): string {
  const segments = pathSegments(path).slice(0, count);
  return segments.length === 0 ? ROOT_DIRECTORY : `/${segments.join("/")}`;
}

/** True when `path` is `ancestor` or lies below it. */
export function isWithinPath(path: string, ancestor: string): boolean {
  if (ancestor === ROOT_DIRECTORY) return path.startsWith("/");
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/**
 * The first free name for a new item: `name` itself, else `name (2)`, `name (3)`... with the
 * suffix before a file's extension (`report (2).pdf`). `taken` is compared case-insensitively.
 */
export function nextFreeName(name: string, taken: Iterable<string>, isFile: boolean): string {
  const used = new Set([...taken].map((t) => t.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const dot = isFile ? name.lastIndexOf(".") : -1;
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : "";
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${extension}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
