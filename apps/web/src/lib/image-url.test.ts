import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('serves a bare filename from /uploads', () => {
    expect(imageUrl('abc-123.png')).toBe('/uploads/abc-123.png');
  });
  it('serves stored upload names, WebP and the older .png/.jpg alike', () => {
    for (const ext of ['webp', 'png', 'jpg']) {
      const name = `0f8fad5b-d9cb-469f-a165-70867728950e.${ext}`;
      expect(imageUrl(name)).toBe(`/uploads/${name}`);
    }
  });
  it('keeps full URLs and absolute paths', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(imageUrl('data:image/png;base64,xx')).toBe('data:image/png;base64,xx');
  });
  it('adds https:// to a host without a scheme', () => {
    expect(imageUrl('cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });
  it('is empty without an image', () => {
    expect(imageUrl(null)).toBe('');
    expect(imageUrl('  ')).toBe('');
  });
});
