import { mergeClasses } from '@fluentui/react-components';
import type { LtrTextProps } from './LtrText.types';
import { useLtrTextStyles } from './useLtrTextStyles.styles';

/**
 * Keeps numbers, phones (+965 …) and amounts left-to-right inside Arabic text: `<bdi>` isolates
 * them from the surrounding direction and `dir="ltr"` orders their characters. It also keeps
 * them whole: 'KWD 1.150' or '22:30' never breaks across lines (decisions/phone-speed.md); a caller's className
 * may allow it (an email longer than a phone's line).
 */
export function LtrText({ children, className, ...rest }: LtrTextProps) {
  const styles = useLtrTextStyles();
  return (
    <bdi dir="ltr" className={mergeClasses(styles.root, className)} {...rest}>
      {children}
    </bdi>
  );
}
