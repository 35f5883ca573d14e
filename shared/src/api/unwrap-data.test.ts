import { pictureUrl } from './unwrap-data';

describe('pictureUrl', () => {
  const picture = {
    image: 'https://api.example.kw/uploads/a.png',
    imageThumbnail: 'https://api.example.kw/uploads/a.thumbnail.webp',
    imagePreview: 'https://api.example.kw/uploads/a.preview.webp',
  };

  it('picks the copy made for the place: a thumbnail for tables, a preview for forms', () => {
    expect(pictureUrl(picture, 'thumbnail')).toBe(picture.imageThumbnail);
    expect(pictureUrl(picture, 'preview')).toBe(picture.imagePreview);
  });

  it('falls back to the picture itself when an answer has no copies, and to nothing without a picture', () => {
    expect(pictureUrl({ image: picture.image }, 'thumbnail')).toBe(picture.image);
    expect(pictureUrl({ image: null, imageThumbnail: null }, 'preview')).toBeUndefined();
    expect(pictureUrl(null, 'thumbnail')).toBeUndefined();
  });
});
