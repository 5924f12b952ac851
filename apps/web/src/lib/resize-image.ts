import { INLINE_AVATAR_MAX_CHARS } from "@bearish/shared/users/avatar-rules";

/** Largest side of an uploaded avatar, in pixels. */
export const AVATAR_MAX_SIDE = 256;

export class ImageReadError extends Error {}

/** The size that fits `width`×`height` inside `max`×`max`, keeping the aspect ratio and never enlarging. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new ImageReadError("This file could not be read as an image"));
    };
    image.src = url;
  });
}

/**
 * Draws an image file at most 256×256 on a canvas and returns it as inline data: PNG when it fits the
 * server's limit (keeps transparency), otherwise JPEG of decreasing quality.
 */
export async function resizeImageToDataUrl(file: File, max = AVATAR_MAX_SIDE): Promise<string> {
  if (!file.type.startsWith("image/")) throw new ImageReadError("This file is not an image");
  const image = await loadImage(file);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, max);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new ImageReadError("This browser cannot draw images");
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, width, height);
  const png = canvas.toDataURL("image/png");
  if (png.length <= INLINE_AVATAR_MAX_CHARS && file.type !== "image/jpeg") return png;
  // JPEG has no transparency: paint it white first so transparent pixels do not turn black.
  context.globalCompositeOperation = "destination-over";
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  for (const quality of [0.9, 0.8, 0.65, 0.5]) {
    const jpeg = canvas.toDataURL("image/jpeg", quality);
    if (jpeg.length <= INLINE_AVATAR_MAX_CHARS) return jpeg;
  }
  throw new ImageReadError("This image is too large even after resizing");
}
