import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's title, rendered as its one h1. */
  title: ReactNode;
  /** A line under the title (e.g. Locations' hierarchy note). */
  subtitle?: ReactNode;
  /** Buttons at the end of the header ('Create Shop', 'Add User'). */
  actions?: ReactNode;
}
