import { Button } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { LtrText } from './LtrText/LtrText';
import { PageHeader } from './PageHeader/PageHeader';
import { StatusBadge } from './StatusBadge/StatusBadge';

describe('the small pieces of the kit', () => {
  it('PageHeader shows the title as the page heading, the subtitle and the actions', () => {
    renderWithProviders(
      <PageHeader
        title="Locations Management"
        subtitle="Governorates, areas and blocks in a hierarchy"
        actions={<Button>Add Governorate</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Locations Management' })).toBeInTheDocument();
    expect(screen.getByText('Governorates, areas and blocks in a hierarchy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Governorate' })).toBeInTheDocument();
  });

  it('StatusBadge shows its text', () => {
    renderWithProviders(<StatusBadge tone="success">Open</StatusBadge>);
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it('LtrText keeps a phone left-to-right inside Arabic text', () => {
    renderWithProviders(
      <p dir="rtl">
        الهاتف: <LtrText>+965 1234 5678</LtrText>
      </p>,
    );
    const phone = screen.getByText('+965 1234 5678');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
