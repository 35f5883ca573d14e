import { routerLink } from '@dukkan/shared/kit';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useCategoriesPageStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  // The category opens its products (spec §2).
  link: routerLink,
  thumb: {
    display: 'block',
    width: '40px',
    height: '40px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  quiet: {
    color: tokens.colorNeutralForeground3,
  },
});
