import type { LtrTextProps } from './LtrText.types';

/**
 * Keeps numbers, phones (+965 …) and amounts left-to-right inside Arabic text: `<bdi>` isolates
 * them from the surrounding direction and `dir="ltr"` orders their characters.
 */
export function LtrText({ children, ...rest }: LtrTextProps) {
  return (
    <bdi dir="ltr" {...rest}>
      {children}
    </bdi>
  );
}
