import { Button, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, LocationRegular } from '@fluentui/react-icons';
import { useCan, useFailureToast, useGetGovernoratesQuery, useListFilters } from '@dukkan/shared';
import { emptyState, errorPanel, PageHeader } from '@dukkan/shared/kit';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_NS } from '../i18n';
import { AddLocationDialog } from './LocationDialogs/AddLocationDialog';
import { DeleteLocationDialog } from './LocationDialogs/DeleteLocationDialog';
import { EditLocationDialog } from './LocationDialogs/EditLocationDialog';
import { LOCATION_KINDS, type LocationKind, type LocationNode } from './location-node';
import { LocationFinder } from './LocationFinder/LocationFinder';
import type { LocationMatch } from './locations-api';
import { LocationTree } from './LocationTree/LocationTree';
import { NOTHING_OPEN, openPathAfter, type OpenPath } from './open-path';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingVerticalS,
  },
  status: { ...emptyState, paddingInline: tokens.spacingHorizontalL },
  emptyIcon: {
    fontSize: '48px',
    color: tokens.colorNeutralForeground3,
  },
  hint: {
    color: tokens.colorNeutralForeground3,
  },
  error: errorPanel,
});

/** decisions/search.md: the finder's filter in the address. */
const FINDER_KEYS = ['q'] as const;

/** spec §2 /locations ('Locations Management'): the governorate > area > block tree and its dialogs. */
export function LocationsPage() {
  const styles = useStyles();
  const { t } = useTranslation(LOCATIONS_NS);
  const { t: common } = useTranslation();
  const governorates = useGetGovernoratesQuery();
  const [openPath, setOpenPath] = useState<OpenPath>(NOTHING_OPEN);
  const canWrite = useCan('locations.write');
  // decisions/search.md: the filter lives in the address (?q=), so it survives a reload and can be shared.
  const filters = useListFilters(FINDER_KEYS);
  const { change } = filters;
  const setQuery = useCallback((q: string) => change({ q }), [change]);
  const openAt = useCallback(
    (match: LocationMatch) =>
      setOpenPath({
        governorateId: match.governorateId,
        areaId: match.kind === 'area' ? match.id : match.kind === 'block' ? match.areaId : null,
      }),
    [],
  );
  const [adding, setAdding] = useState<LocationKind | null>(null);
  const [editing, setEditing] = useState<LocationNode | null>(null);
  const [deleting, setDeleting] = useState<LocationNode | null>(null);

  // spec §7-§8: the failure shows in the page and as a toast, once per failure.
  const failure = useFailureToast(governorates.error, { failed: t('fetchFailed.governorate'), errored: t('loadError.governorate') });

  let body: ReactNode;
  if (governorates.isLoading) {
    body = (
      <div className={styles.status}>
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (governorates.isError && !governorates.data) {
    body = (
      <div role="alert" className={styles.error}>
        {failure ? <Text weight="semibold">{failure}</Text> : null}
        <Button icon={<ArrowClockwiseRegular />} onClick={() => void governorates.refetch()}>
          {common('actions.retry')}
        </Button>
      </div>
    );
  } else if (!governorates.data?.length) {
    body = (
      <div className={styles.status}>
        <LocationRegular className={styles.emptyIcon} aria-hidden />
        <Text as="h2" size={500} weight="semibold">
          {t('empty.title')}
        </Text>
        <Text className={styles.hint}>{t('empty.hint')}</Text>
      </div>
    );
  } else {
    body = (
      <LocationTree
        governorates={governorates.data}
        openPath={openPath}
        onOpenPathChange={setOpenPath}
        onEdit={canWrite ? setEditing : undefined}
        onDelete={canWrite ? setDeleting : undefined}
      />
    );
  }

  return (
    <section aria-busy={governorates.isLoading || undefined}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        // decisions/roles-and-audit.md: adding, editing and deleting only for those who may change locations.
        actions={(canWrite ? LOCATION_KINDS : []).map((kind) => (
          <Button
            key={kind}
            appearance={kind === 'governorate' ? 'primary' : 'secondary'}
            icon={<AddRegular />}
            onClick={() => setAdding(kind)}
          >
            {t(`add.${kind}`)}
          </Button>
        ))}
      />
      <LocationFinder query={filters.values.q} onQueryChange={setQuery} onPick={openAt} />
      <Card className={styles.card}>{body}</Card>

      {adding ? (
        <AddLocationDialog
          kind={adding}
          onClose={() => setAdding(null)}
          onAdded={(node) => {
            setAdding(null);
            setOpenPath((path) => openPathAfter(path, node, 'added'));
          }}
        />
      ) : null}
      {editing ? (
        <EditLocationDialog
          node={editing}
          onClose={() => setEditing(null)}
          onUpdated={(node) => {
            setEditing(null);
            setOpenPath((path) => openPathAfter(path, node, 'updated'));
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteLocationDialog
          node={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(node) => {
            setDeleting(null);
            setOpenPath((path) => openPathAfter(path, node, 'deleted'));
          }}
        />
      ) : null}
    </section>
  );
}
