import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('serves a bare filename from /uploads', () => {
    expect(imageUrl('abc-123.png')).toBe('/uploads/abc-123.png');
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
