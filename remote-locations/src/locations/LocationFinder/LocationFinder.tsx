import { localizedName, useLanguage } from '@dukkan/shared';
import { SearchField } from '@dukkan/shared/kit';
import { Badge, Button, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../../i18n';
import { type LocationMatch, useSearchLocationsQuery } from '../locations-api';
import type { LocationFinderProps } from './LocationFinder.types';
import { useLocationFinderStyles } from './useLocationFinderStyles.styles';

/**
 * decisions/search.md: a filter box over the location tree. The tree shows one governorate and one area open
 * at a time (spec §2), so the matches (governorates, areas and blocks, English or Arabic, as the
 * API normalises them) list with the path to each; choosing one opens the tree down to it.
 */
export function LocationFinder({ query, onQueryChange, onPick }: LocationFinderProps) {
  const { t } = useTranslation(LOCATIONS_NS);
  const styles = useLocationFinderStyles();
  const language = useLanguage();
  const { data, isFetching } = useSearchLocationsQuery(query, { skip: !query });
  const name = (en: string | null, ar: string | null) => localizedName({ name: en, name_ar: ar }, language);
  const pathOf = (match: LocationMatch) =>
    [match.kind !== 'governorate' ? name(match.governorateName, match.governorateNameAr) : null, match.kind === 'block' ? name(match.areaName, match.areaNameAr) : null]
      .filter(Boolean)
      .join(' › ');

  return (
    <div className={styles.root}>
      <SearchField label={t('finder.label')} placeholder={t('finder.placeholder')} value={query} onSearch={onQueryChange} className={styles.search} />
      {query && isFetching && !data ? <Spinner size="tiny" label={t('finder.searching')} /> : null}
      {query && data ? (
        data.length === 0 ? (
          <Text role="status" className={styles.quiet}>
            {t('finder.none')}
          </Text>
        ) : (
          <ul className={styles.list} aria-label={t('finder.results')}>
            {data.map((match) => (
              <li key={`${match.kind}:${match.id}`}>
                <Button appearance="subtle" className={styles.match} onClick={() => onPick(match)}>
                  <Badge appearance="tint" size="small">
                    {t(`type.${match.kind}`)}
                  </Badge>
                  &nbsp;<bdi>{name(match.name, match.name_ar)}</bdi>
                  {pathOf(match) ? (
                    <span className={styles.path}>
                      &nbsp;— <bdi>{pathOf(match)}</bdi>
                    </span>
                  ) : null}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
