/**
 * A border on all four sides written with logical properties only, so one side can then be
 * overridden with a logical longhand (borderInlineStartColor...) without physical/logical
 * properties competing for the same edge in right-to-left.
 */
export function logicalBorder(width: string, style: 'solid' | 'dashed', color: string) {
  return {
    borderBlockStartWidth: width,
    borderBlockStartStyle: style,
    borderBlockStartColor: color,
    borderBlockEndWidth: width,
    borderBlockEndStyle: style,
    borderBlockEndColor: color,
    borderInlineStartWidth: width,
    borderInlineStartStyle: style,
    borderInlineStartColor: color,
    borderInlineEndWidth: width,
    borderInlineEndStyle: style,
    borderInlineEndColor: color,
  } as const;
}
