import { AVATAR_PRESET_EMOJI, type AvatarPreset, avatarKind } from "@bearish/shared/users/avatar-rules";
import Avatar from "@mui/material/Avatar";

/** Background of each preset character, chosen to read well in both themes. */
export const AVATAR_PRESET_COLORS: Record<AvatarPreset, string> = {
  bear: "#c98b57",
  fox: "#f08a4b",
  owl: "#9c7bd1",
  cat: "#f2b84b",
  panda: "#8fa3b8",
  koala: "#7fb3a8",
  lion: "#e0a93b",
  penguin: "#5b8def",
  rabbit: "#f28fb1",
  tiger: "#f2994a",
  whale: "#4ab3d9",
  wolf: "#7d8597",
};

export interface UserAvatarProps {
  avatar: string | null;
  /** Initials shown when there is no avatar (`avatar_fallBack`). */
  fallback: string;
  /** Accessible name of the picture, usually the person's full name. */
  name: string;
  size?: number;
}

/** A person's avatar: a preset character, an image (URL or inline data), or their initials. */
export function UserAvatar({ avatar, fallback, name, size = 40 }: UserAvatarProps) {
  const kind = avatar ? avatarKind(avatar) : null;
  const sx = { width: size, height: size, fontSize: size * 0.42 };
  if (avatar && kind === "preset") {
    const preset = avatar as AvatarPreset;
    return (
      <Avatar role="img" aria-label={name} sx={{ ...sx, bgcolor: AVATAR_PRESET_COLORS[preset], fontSize: size * 0.55 }}>
        <span aria-hidden>{AVATAR_PRESET_EMOJI[preset]}</span>
      </Avatar>
    );
  }
  if (avatar && (kind === "url" || kind === "inline")) {
    return <Avatar src={avatar} alt={name} sx={sx} />;
  }
  return (
    <Avatar role="img" aria-label={name} sx={{ ...sx, bgcolor: "primary.main", color: "primary.contrastText" }}>
      {fallback}
    </Avatar>
  );
}
