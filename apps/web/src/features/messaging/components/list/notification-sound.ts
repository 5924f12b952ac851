type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextConstructor | null {
  const candidate = (window as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor })
    .AudioContext;
  return candidate ?? (window as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext ?? null;
}

/**
 * A short two-tone beep made with the Web Audio API (no audio file to ship or load). Silently does
 * nothing where audio is unavailable or not yet allowed (browsers refuse sound before the first
 * click on the page); the toast still says a message came.
 */
export function playNotificationSound(): void {
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return;
  try {
    if (!(context instanceof AudioContextClass)) context = new AudioContextClass();
    const audio = context;
    if (audio.state === "suspended") void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(1320, start + 0.09);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.24);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.25);
  } catch {
    // Autoplay policy or a closed context: the beep is a nicety, never worth an error.
  }
}
