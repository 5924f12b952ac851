import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The bear mark; drawn inline so it needs no request and follows the theme's text colour for the name. */
export function BearishMark({ size = 28 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: size, height: size, flexShrink: 0 }}>
      <circle cx="16" cy="16" r="10" fill="#7a4b2a" />
      <circle cx="48" cy="16" r="10" fill="#7a4b2a" />
      <circle cx="32" cy="36" r="24" fill="#9a6338" />
      <ellipse cx="32" cy="44" rx="11" ry="8" fill="#e8c9a0" />
      <circle cx="23" cy="32" r="3" fill="#1d1208" />
      <circle cx="41" cy="32" r="3" fill="#1d1208" />
      <ellipse cx="32" cy="40" rx="4" ry="3" fill="#1d1208" />
    </Box>
  );
}

export function BearishLogo({ size = 28 }: { size?: number }) {
  return (
    <Box sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <BearishMark size={size} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.7, letterSpacing: "-0.02em" }}>
        Bearish
      </Typography>
    </Box>
  );
}
