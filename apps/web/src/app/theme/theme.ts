import type { Theme as Mode } from "@bearish/shared/users/user";
import { alpha, createTheme, type Theme } from "@mui/material/styles";

// Arabic glyphs come from the system's Arabic-capable fonts; no web fonts are fetched (self-hosted, offline).
const FONT_STACK = [
  "Inter",
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  "Tahoma",
  '"DejaVu Sans"',
  "Roboto",
  "Arial",
  "sans-serif",
].join(",");

const BRAND = { light: "#4f46e5", dark: "#8b93ff" };

/** The Bearish theme for a colour mode and a writing direction. */
export function createAppTheme(mode: Mode, direction: "ltr" | "rtl"): Theme {
  const dark = mode === "dark";
  const primary = dark ? BRAND.dark : BRAND.light;
  return createTheme({
    direction,
    palette: {
      mode,
      primary: { main: primary },
      secondary: { main: dark ? "#f5b454" : "#b45309" },
      background: dark ? { default: "#0f1218", paper: "#171b24" } : { default: "#f6f7fb", paper: "#ffffff" },
      divider: dark ? "rgba(255,255,255,0.10)" : "rgba(15,18,24,0.10)",
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: "1.2rem", fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: "1.05rem", fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiAppBar: {
        defaultProps: { elevation: 0, color: "inherit" },
        styleOverrides: {
          root: ({ theme }) => ({
            backgroundColor: theme.palette.background.paper,
            borderBottom: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiCard: {
        defaultProps: { variant: "outlined" },
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiListItemButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            borderRadius: 8,
            "&.active": {
              backgroundColor: alpha(theme.palette.primary.main, dark ? 0.18 : 0.1),
              color: theme.palette.primary.main,
            },
          }),
        },
      },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
