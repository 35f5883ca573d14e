import { useSearchParams } from 'react-router-dom';
import { EntityFormPage, useEditedId, type EntityFormPageMode } from '../common/EntityFormPage/EntityFormPage';
import { ProductForm } from './ProductForm';
import { ProductStockSection } from './stock/ProductStockSection';
import { useGetProductQuery } from './products-api';

/**
 * spec §2 /products/add ('Create New Product') and /products/edit/{id} ('Edit Product'). Edit
 * loads the product first (spec §7 GET products/{id}); /products/add?categoryId=N starts with that
 * category chosen (the 'Create Product' of one category's list).
 */
export function ProductFormPage({ mode }: EntityFormPageMode) {
  const [searchParams] = useSearchParams();
  const id = useEditedId(mode);
  const product = useGetProductQuery(id, { refetchOnMountOrArgChange: true });
  const preset = searchParams.get('categoryId');
  return (
    <EntityFormPage
      mode={mode}
      feature="products"
      id={id}
      query={product}
      form={(entity) =>
        entity ? <ProductForm key={entity.id} product={entity} /> : <ProductForm categoryId={preset && /^\d+$/.test(preset) ? preset : undefined} />
      }
      // decisions/availability.md: below the spec's form, sold out for today and the stock history.
      below={(latest) => <ProductStockSection product={latest} />}
    />
  );
}
