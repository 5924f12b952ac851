/**
 * A tiny external store that lets a ProseMirror plugin (which lives outside React) open and feed
 * a React menu, and lets the menu take the keys the plugin sees first. One per editor, kept in the
 * extension's storage; components read it with `useSyncExternalStore`.
 */
export interface MenuStore<S> {
  get: () => S;
  set: (patch: Partial<S>) => void;
  subscribe: (listener: () => void) => () => void;
  /** The open menu's key handler; returns true when it used the key. */
  keyHandler: ((event: KeyboardEvent) => boolean) | null;
}

export function createMenuStore<S>(initial: S): MenuStore<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    keyHandler: null,
  };
}
