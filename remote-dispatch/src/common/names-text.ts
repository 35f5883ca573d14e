import { localizedName, type Language } from '@dukkan/shared';

/** Places' names in the reader's language, one after the other ('Salmiya, Hawally' / 'السالمية، حولي'). */
export function namesText(places: readonly { name?: string | null; name_ar?: string | null }[], language: Language): string {
  return places.map((place) => localizedName(place, language)).join(language === 'ar' ? '، ' : ', ');
}
