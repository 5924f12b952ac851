import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, useMemo } from "react";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { createAppTheme } from "./theme";
import { useThemeMode } from "./theme-mode";

// One emotion cache per direction: the rtl one mirrors every style rule (margins, paddings, positions).
const ltrCache = createCache({ key: "mui", prepend: true });
const rtlCache = createCache({ key: "muirtl", prepend: true, stylisPlugins: [prefixer, rtlPlugin] });

export function AppThemeProvider({ direction, children }: { direction: "ltr" | "rtl"; children: ReactNode }) {
  const { mode } = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode, direction), [mode, direction]);
  return (
    <CacheProvider value={direction === "rtl" ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
