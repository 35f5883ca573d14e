import { useEffect, useState } from 'react';

/** The time now (ms), updated every `everyMs`: ages and countdowns on screen tick with it. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
