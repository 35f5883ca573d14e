import type { Language, RemoteSearchGroup } from '@dukkan/shared';
import type { RemoteSectionInfo } from '../sections/remote-sections';
import type { NavEntry } from '../sections/nav-entries';
import type { PaletteHit } from './palette-api';

/** One thing the palette can open. */
export interface PaletteOption {
  id: string;
  /** What it is, shown before its label: 'Screen', or its search group's label ('Product'). */
  group: string;
  label: string;
  /** A second line: the English name under an Arabic one, or an email. */
  hint?: string;
  to: string;
}

/** The least a search needs before the palette asks the API. */
export const MIN_SEARCH_LENGTH = 2;

const normal = (text: string) => text.trim().toLowerCase();
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
const filled = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

/** A row's field by its dotted path ('customer.phone'). */
const fieldOf = (row: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), row);

/** A manifest's template filled from a row: each {{a.b}} its field, {{a|b}} the first of them the row has. */
const fillTemplate = (template: string, row: Record<string, unknown>) =>
  template.replace(/\{\{([\w.|]+)\}\}/g, (_match, paths: string) => paths.split('|').map((path) => filled(fieldOf(row, path))).find(Boolean) ?? '');

/** What the palette finds besides screens: every deployed remote's search groups (its manifest's `search`), by their order. */
export function searchGroupsOf(sections: readonly RemoteSectionInfo[]): RemoteSearchGroup[] {
  return sections.flatMap((section) => section.manifest.search ?? []).sort(byOrder);
}

/** A group's path for one of its rows: each `:field` filled from the row, its name standing in for a field it lacks. */
const pathOf = (group: RemoteSearchGroup, row: Record<string, unknown>) =>
  group.path.replace(/:(\w+)/g, (_match, field: string) => encodeURIComponent(String(row[field] ?? row.name ?? '')));

/**
 * The palette's options for `text`: the screens (the navigation's entries, from the remotes'
 * manifests) whose name (in either language) holds it; then, group by group, the row a typed id
 * (48213 or #48213) opens and the rows the API found (`found`, by the group's endpoint).
 */
export function paletteOptions(
  text: string,
  screens: { entries: readonly NavEntry[]; label: string },
  groups: readonly RemoteSearchGroup[],
  language: Language,
  found: Readonly<Record<string, readonly PaletteHit[] | undefined>>,
): PaletteOption[] {
  const q = normal(text);
  const options: PaletteOption[] = [];
  for (const item of screens.entries) {
    const label = item.label[language];
    const other = item.label[language === 'ar' ? 'en' : 'ar'];
    const id = `screen:${item.remote ? `${item.remote}.` : ''}${item.id}`;
    if (!q || normal(label).includes(q) || normal(other).includes(q)) options.push({ id, group: screens.label, label, hint: other, to: item.path });
  }
  const typedId = /^#?(\d{1,10})$/.exec(q)?.[1];
  const named = (hit: PaletteHit, group: RemoteSearchGroup) =>
    group.found ? fillTemplate(group.found[language], hit) : language === 'ar' && hit.name_ar ? hit.name_ar : (hit.name ?? hit.name_ar ?? '');
  const otherName = (hit: PaletteHit) => (language === 'ar' ? hit.name : hit.name_ar) || undefined;
  for (const group of groups) {
    const kind = group.label[language];
    if (typedId && group.byId) {
      const id = Number(typedId);
      options.push({ id: `${group.id}:${id}`, group: kind, label: group.byId[language].replaceAll('{{id}}', String(id)), to: pathOf(group, { id }) });
    }
    for (const hit of (group.endpoint && found[group.endpoint]) || []) {
      // The row a typed id opens is listed once.
      if (group.byId && String(hit.id) === typedId) continue;
      options.push({ id: `${group.id}:${hit.id}`, group: kind, label: named(hit, group), hint: group.hint ? filled(fieldOf(hit, group.hint)) : otherName(hit), to: pathOf(group, hit) });
    }
  }
  return options;
}
