import { screen, waitFor } from '@testing-library/react';
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

// The first bytes of a PNG: the picker judges a file by them.
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

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

  it('refuses a file named and typed as an image whose bytes are not one (a renamed text file, an SVG)', async () => {
    const onChange = jest.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText(/^Shop image/);
    await person().upload(input, new File(['just some notes'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('This file is not a JPEG, PNG, WebP, GIF or AVIF image.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await person().upload(input, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('This file is not a JPEG, PNG, WebP, GIF or AVIF image.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows focus on its button when the field is focused (a refused submit focuses the first invalid field)', () => {
    renderWithProviders(<Harness />);
    screen.getByLabelText(/^Shop image/).focus();
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveFocus();
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
    const photo = png('shop.png');
    await person().upload(input, photo);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(photo));
    expect(screen.queryByText('Please choose an image file.')).not.toBeInTheDocument();
    expect((await screen.findByRole('img', { name: 'Image preview' })).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
  });

  it('keeps showing the existing image until it is replaced', async () => {
    renderWithProviders(<Harness existingUrl="http://localhost:4000/uploads/old.png" />);
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'http://localhost:4000/uploads/old.png');
    await person().upload(screen.getByLabelText(/^Shop image/), new File(['x'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'http://localhost:4000/uploads/old.png');
    await person().upload(screen.getByLabelText(/^Shop image/), png('new.png'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Image preview' }).getAttribute('src')).toMatch(/^blob:/));
  });
});
