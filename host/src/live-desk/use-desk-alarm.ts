import { useCallback, useEffect, useRef, useState } from 'react';

/** How often the chime repeats while a new order waits for someone. */
export const RING_EVERY_MS = 5000;

export interface DeskAlarm {
  /** The browser refused to play before the user's first click: show the "Enable sound" prompt. */
  blocked: boolean;
  /** Plays once from a click, which lifts the browser's block. */
  unlock: () => void;
}

/**
 * Plays `audio` now and every RING_EVERY_MS while `ringing`. Browsers refuse sound until the page
 * had a click; that refusal is reported (`blocked`), never swallowed. Each play that started is
 * counted on the element (`data-played`), which is how the browser journeys see it ring.
 */
export function useDeskAlarm(audio: HTMLAudioElement | null, ringing: boolean): DeskAlarm {
  const [blocked, setBlocked] = useState(false);
  const play = useCallback(() => {
    if (!audio) return;
    audio.currentTime = 0;
    audio.play().then(
      () => {
        audio.dataset.played = String(Number(audio.dataset.played ?? 0) + 1);
        setBlocked(false);
      },
      (error: unknown) => {
        if ((error as { name?: string }).name === 'NotAllowedError') setBlocked(true);
      },
    );
  }, [audio]);

  useEffect(() => {
    if (!ringing) return;
    play();
    const timer = setInterval(play, RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [ringing, play]);

  return { blocked: blocked && ringing, unlock: play };
}

/** Plays `audio` once each time `ids` gains an id it never had (an order just became overdue). */
export function useAlarmOnNew(audio: HTMLAudioElement | null, ids: readonly number[], enabled: boolean): void {
  const alerted = useRef(new Set<number>());
  useEffect(() => {
    // The sound is made once the page is idle (LiveDesk): what came before it rings when it is there.
    if (!audio) return;
    const added = ids.filter((id) => !alerted.current.has(id));
    for (const id of added) alerted.current.add(id);
    if (added.length === 0 || !enabled) return;
    audio.currentTime = 0;
    audio.play().then(
      () => {
        audio.dataset.played = String(Number(audio.dataset.played ?? 0) + 1);
      },
      () => {},
    );
  }, [audio, ids, enabled]);
}
