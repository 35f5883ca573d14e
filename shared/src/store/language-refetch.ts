import { baseApi, ENTITY_TAG_TYPES } from '../api/base-api';
import { listTag } from '../api/cache-tags';
import { currentLanguage, i18n } from '../i18n/i18n';

/** Lists the API orders by name in the reader's language (Accept-Language): these refetch on a switch. */
const NAME_ORDERED_LISTS = [...ENTITY_TAG_TYPES.map(listTag), 'Governorate', 'Area', 'Block'] as const;

/**
 * The API sorts names by the language the panel sends (Arabic order on the Arabic name in
 * Arabic), so a list fetched in one language is in the wrong order after a switch: every
 * name-ordered list is asked again. Returns the unsubscribe.
 */
export function refetchListsOnLanguageChange(dispatch: (action: ReturnType<typeof baseApi.util.invalidateTags>) => unknown): () => void {
  let previous: string = currentLanguage();
  const onChange = (language: string) => {
    if (language === previous) return;
    previous = language;
    dispatch(baseApi.util.invalidateTags([...NAME_ORDERED_LISTS]));
  };
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
