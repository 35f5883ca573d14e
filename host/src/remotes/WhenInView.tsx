import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface WhenInViewProps {
  /** Rendered once its place has come into the viewport. */
  children: ReactNode;
  /** Shown in its place until then. */
  placeholder: ReactNode;
}

/**
 * Renders `children` once its place comes into the viewport, and keeps them (decisions/phone-speed.md): a dashboard
 * panel below a phone's first screen loads its remote when scrolled to, not in the first seconds, when its code
 * (~2 s of a phone's main thread for the two remotes' panels) held up the cards and the banner above it. On a wide
 * screen the panels are in view and load at once. A browser without IntersectionObserver renders them at once.
 */
export function WhenInView({ children, placeholder }: WhenInViewProps) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !place.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [seen]);
  return seen ? children : <div ref={place}>{placeholder}</div>;
}
