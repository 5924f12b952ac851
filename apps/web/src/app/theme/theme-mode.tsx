import { type Theme as Mode, THEMES } from "@bearish/shared/users/user";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";

/** Local storage key of the remembered theme, read before first paint (public/boot.js). */
export const THEME_KEY = "theme";

export function readStoredTheme(): Mode {
  try {
    const stored = window.localStorage.getItem(THEME_KEY);
    return (THEMES as readonly string[]).includes(stored ?? "") ? (stored as Mode) : "light";
  } catch {
    return "light";
  }
}

interface ThemeModeValue {
  mode: Mode;
  setMode: (mode: Mode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** Holds the colour mode; every change is remembered so the next visit paints right away. */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<Mode>(readStoredTheme);

  const setMode = useCallback((next: Mode) => {
    try {
      window.localStorage.setItem(THEME_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice still applies to this visit.
    }
    document.documentElement.dataset.theme = next;
    setModeState(next);
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error("useThemeMode must be used inside ThemeModeProvider");
  return value;
}
