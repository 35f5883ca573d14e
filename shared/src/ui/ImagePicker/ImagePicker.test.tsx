import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test-utils';
import { ImagePicker } from './ImagePicker';

function Harness({ existingUrl, onChange = () => {} }: { existingUrl?: string; onChange?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImagePicker
      label="Shop image"
      required
      value={file}
      existingUrl={existingUrl}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

// A person can pick "All files" in the browser's dialog: don't let user-event apply `accept`.
const person = () => userEvent.setup({ applyAccept: false });

describe('ImagePicker (spec §5 Images)', () => {
  it('offers image files only', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText(/^Shop image/)).toHaveAttribute('accept', 'image/*');
    expect(screen.getByText('No image selected')).toBeInTheDocument();
  });

  it('refuses a file that is not an image, with a message', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await person().upload(screen.getByLabelText(/^Shop image/), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Shop image/)).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over the size limit', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await person().upload(screen.getByLabelText(/^Shop image/), big);
    expect(screen.getByText('The image must be 5 MB or smaller.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews a chosen image and clears an earlier refusal', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText(/^Shop image/);
    await person().upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    const photo = new File(['png'], 'shop.png', { type: 'image/png' });
    await person().upload(input, photo);
    expect(onChange).toHaveBeenCalledWith(photo);
    expect(screen.queryByText('Please choose an image file.')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
  });

  it('keeps showing the existing image until it is replaced', async () => {
    renderWithProviders(<Harness existingUrl="http://localhost:4000/uploads/old.png" />);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'http://localhost:4000/uploads/old.png');
    await person().upload(screen.getByLabelText(/^Shop image/), new File(['x'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'http://localhost:4000/uploads/old.png');
    await person().upload(screen.getByLabelText(/^Shop image/), new File(['png'], 'new.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toMatch(/^blob:/);
  });
});
