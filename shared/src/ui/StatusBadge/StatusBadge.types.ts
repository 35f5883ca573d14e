import type { ReactNode } from 'react';

/** The meaning of a status, which picks its colour. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'informative' | 'subtle';

export interface StatusBadgeProps {
  /** What the status means: success is green, warning yellow, danger red. @default 'informative' */
  tone?: StatusTone;
  /** The status text, already translated. */
  children: ReactNode;
}
