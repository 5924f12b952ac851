const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const ALPHABET = `${LETTERS}0123456789`;

/**
 * A random id for things inside a block (decisions, poll options, macro ids): 6 characters
 * starting with a letter (spec §9). Uses `crypto.getRandomValues`, which also works on plain http.
 */
export function newBlockId(length = 6): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = LETTERS[(bytes[0] ?? 0) % LETTERS.length] ?? "a";
  for (let i = 1; i < length; i++) id += ALPHABET[(bytes[i] ?? 0) % ALPHABET.length] ?? "0";
  return id;
}
