import type { TypingEventData } from "@bearish/shared/realtime/frames";
import Box from "@mui/material/Box";
import { keyframes } from "@mui/material/styles";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

type Typer = Pick<TypingEventData, "id" | "firstName" | "lastName">;

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.4; }
  30% { transform: translateY(-3px); opacity: 1; }
`;

function nameOf(typer: Typer): string {
  return typer.firstName.trim() || `${typer.firstName} ${typer.lastName}`.trim();
}

/** "Ada is typing…", "Ada and Alan are typing…", "3 people are typing…"; empty when nobody types. */
export function typingText(t: TFunction, typers: readonly Typer[]): string {
  const [first, second] = typers;
  if (!first) return "";
  if (!second) return t("typing.one", { name: nameOf(first) });
  if (typers.length === 2) return t("typing.two", { first: nameOf(first), second: nameOf(second) });
  return t("typing.many", { number: typers.length });
}

/** Who is typing, as a polite live region (it stays in the page so screen readers hear the changes). */
export function TypingIndicator({ typers }: { typers: readonly Typer[] }) {
  const { t } = useTranslation();
  const text = typingText(t, typers);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: 20,
        display: "flex",
        alignItems: "center",
        gap: 1,
        color: "text.secondary",
        typography: "caption",
      }}
    >
      {text ? (
        <>
          <Box component="span" aria-hidden sx={{ display: "inline-flex", gap: "3px" }}>
            {[0, 1, 2].map((dot) => (
              <Box
                key={dot}
                component="span"
                sx={{
                  width: 5,
                  height: 5,
                  borderRadius: "50%",
                  bgcolor: "currentColor",
                  animation: `${bounce} 1.2s ${dot * 0.15}s infinite ease-in-out`,
                  "@media (prefers-reduced-motion: reduce)": { animation: "none" },
                }}
              />
            ))}
          </Box>
          <span>{text}</span>
        </>
      ) : null}
    </Box>
  );
}
