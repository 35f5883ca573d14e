import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../styles/visually-hidden';

export const useImagePickerStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  preview: {
    width: '96px',
    height: '96px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  placeholder: {
    width: '96px',
    height: '96px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    padding: tokens.spacingHorizontalXS,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  // The native input stays in the page (its label and files belong to it) but out of sight;
  // the button beside it is what people see and press.
  input: visuallyHidden,
});
