import { useLanguage } from '../../i18n/use-language';
import { formatDateTime, KUWAIT_TIME_ZONE } from '../format/format-date-time';
import { LtrText } from '../LtrText/LtrText';

/** An instant as the panel shows it: Kuwait's clock in the reader's language, left to right inside Arabic. */
export function KuwaitTime({ at }: { at: string }) {
  const language = useLanguage();
  return (
    <time dateTime={at}>
      <LtrText>{formatDateTime(at, language, { timeZone: KUWAIT_TIME_ZONE })}</LtrText>
    </time>
  );
}
