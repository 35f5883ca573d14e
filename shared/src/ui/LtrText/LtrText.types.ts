import type { HTMLAttributes, ReactNode } from 'react';

export interface LtrTextProps extends HTMLAttributes<HTMLElement> {
  /** The number, phone, amount or code to keep left-to-right. */
  children?: ReactNode;
}
