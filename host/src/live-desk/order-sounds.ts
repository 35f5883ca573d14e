// The desk's sounds, made here as tiny WAV files (no audio asset to fetch or cache): a rising
// two-note chime for a new order, a lower, insistent three-note alarm for one waiting too long, and
// a high siren-like call for one the team's unanswered rule escalated, so staff tell them apart
// without looking.

interface Tone {
  hz: number;
  ms: number;
}

export const NEW_ORDER_TONES: readonly Tone[] = [
  { hz: 880, ms: 160 },
  { hz: 0, ms: 60 },
  { hz: 1320, ms: 280 },
];

export const OVERDUE_TONES: readonly Tone[] = [
  { hz: 392, ms: 170 },
  { hz: 0, ms: 70 },
  { hz: 392, ms: 170 },
  { hz: 0, ms: 70 },
  { hz: 294, ms: 420 },
];

/** Longer and higher than the others, alternating like a siren: heard across a busy room. */
export const ESCALATION_TONES: readonly Tone[] = [
  { hz: 1175, ms: 200 },
  { hz: 880, ms: 200 },
  { hz: 1175, ms: 200 },
  { hz: 880, ms: 200 },
  { hz: 0, ms: 80 },
  { hz: 1175, ms: 400 },
];

const RATE = 16_000;

/** 8-bit mono PCM WAV of `tones` (hz 0: silence), each faded in and out so it does not click. */
export function toneWav(tones: readonly Tone[]): Blob {
  const samples = tones.reduce((total, tone) => total + Math.round((RATE * tone.ms) / 1000), 0);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  let at = 44;
  for (const tone of tones) {
    const count = Math.round((RATE * tone.ms) / 1000);
    const fade = Math.min(count / 2, RATE * 0.015);
    for (let i = 0; i < count; i++) {
      const envelope = Math.min(1, i / fade, (count - i) / fade);
      const value = tone.hz === 0 ? 0 : Math.sin((2 * Math.PI * tone.hz * i) / RATE) * envelope * 0.6;
      bytes[at++] = Math.round(128 + value * 127);
    }
  }
  return new Blob([bytes], { type: 'audio/wav' });
}
