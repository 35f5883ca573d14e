import { Button } from '@fluentui/react-components';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils';
import { DialogFailure } from './DialogFailure/DialogFailure';
import { FilePickerButton } from './FilePickerButton/FilePickerButton';
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

  it('DialogFailure says nothing without a refusal, one message, or a title over the server’s list', () => {
    const { rerender } = renderWithProviders(<DialogFailure message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<DialogFailure message="Failed to save" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save');
    rerender(<DialogFailure title="The file was not imported" message={null} problems={['Line 2: enter a date', 'Line 4: enter an amount']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The file was not imported');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 2: enter a date', 'Line 4: enter an amount']);
  });

  it('FilePickerButton opens the file input from its button, names the file, and takes the same file twice', async () => {
    const chosen: string[] = [];
    const { rerender } = renderWithProviders(
      <FilePickerButton chooseLabel="Choose a CSV file" noFileLabel="No file chosen" file={null} inputProps={{ 'aria-label': 'File' }} onChoose={(file) => chosen.push(file.name)} />,
    );
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    const input = screen.getByLabelText('File') as HTMLInputElement;
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a CSV file' }));
    expect(opened).toHaveBeenCalled();
    const file = new File(['date,reference,amount\n'], 'knet.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(input, { target: { files: [file] } });
    expect(chosen).toEqual(['knet.csv', 'knet.csv']);
    rerender(<FilePickerButton chooseLabel="Choose a CSV file" noFileLabel="No file chosen" file={file} onChoose={() => undefined} />);
    expect(screen.getByText('knet.csv')).toBeInTheDocument();
  });
});
