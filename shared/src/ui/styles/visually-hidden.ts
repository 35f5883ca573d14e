/**
 * Out of sight but in the page: screen readers read it and forms keep it (a native file input, a
 * chart's table, a name shown as an icon). Spread into a makeStyles slot.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
