import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATALOG_NS } from '../catalog-namespace';
import type { CatalogFeature } from '../CatalogForm/use-catalog-form';

export interface CreateButtonProps {
  /** Whose 'Create …' (`<feature>.create`). */
  feature: CatalogFeature;
  /** The add form's address. @default `/<feature>/add` */
  to?: string;
}

/** A catalog list's primary action (spec §2: 'Create Shop', 'Create Category', 'Create Product'). */
export function CreateButton({ feature, to = `/${feature}/add` }: CreateButtonProps) {
  const { t } = useTranslation(CATALOG_NS);
  const navigate = useNavigate();
  return (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(to)}>
      {t(`${feature}.create`)}
    </Button>
  );
}
