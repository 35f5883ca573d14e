import { EntityFormPage, useEditedId, type EntityFormPageMode } from '../common/EntityFormPage/EntityFormPage';
import { ShopForm } from './ShopForm';
import { ShopAvailabilitySections } from './availability/ShopAvailabilitySections';
import { ShopCoverageSection } from './delivery-coverage/ShopCoverageSection';
import { ShopSlotsSection } from './delivery-slots/ShopSlotsSection';
import { useGetShopQuery } from './shops-api';

/** /shops/add and /shops/edit/{id}: the edit route loads `shop/{id}` before the form shows. */
export function ShopFormPage({ mode }: EntityFormPageMode) {
  const id = useEditedId(mode);
  const shop = useGetShopQuery(id, { refetchOnMountOrArgChange: true });
  return (
    <EntityFormPage
      mode={mode}
      feature="shops"
      id={id}
      query={shop}
      form={(entity) => <ShopForm key={entity?.id} shop={entity} />}
      // decisions/availability.md: below the spec's form, the shop's availability, hours and special dates;
      // decisions/delivery-coverage.md: then where it delivers; decisions/delivery-slots.md: then when.
      below={(latest) => (
        <>
          <ShopAvailabilitySections shop={latest} />
          <ShopCoverageSection shop={latest} />
          <ShopSlotsSection shop={latest} />
        </>
      )}
    />
  );
}
