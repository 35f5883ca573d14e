import { EntityFormPage, useEditedId, type EntityFormPageMode } from '../common/EntityFormPage/EntityFormPage';
import { useGetCategoryQuery } from './categories-api';
import { CategoryForm } from './CategoryForm';

/** /categories/add and /categories/edit/{id}: the edit route loads `categories/{id}` before the form shows. */
export function CategoryFormPage({ mode }: EntityFormPageMode) {
  const id = useEditedId(mode);
  const category = useGetCategoryQuery(id, { refetchOnMountOrArgChange: true });
  return <EntityFormPage mode={mode} feature="categories" id={id} query={category} form={(entity) => <CategoryForm key={entity?.id} category={entity} />} />;
}
