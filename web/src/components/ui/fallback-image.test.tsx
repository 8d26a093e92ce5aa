import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { FALLBACK_IMAGE } from '@/config/images';
import { FallbackImage } from './fallback-image';

test('the fallback is the background in the prerendered markup, by a class, not a style attribute', () => {
  const html = renderToString(<FallbackImage src="https://images.example/photo.jpg" alt="Фото" />);
  expect(html).toContain('src="https://images.example/photo.jpg"');
  expect(html).toContain(`bg-[url(${FALLBACK_IMAGE})]`);
  expect(html).not.toContain('style=');
});

test('another fallback leaves the background to the caller’s class', () => {
  render(
    <FallbackImage src="https://images.example/photo.jpg" fallback="/images/other.svg" alt="Фото" className="x" />,
  );
  const img = screen.getByRole('img', { name: 'Фото' });
  expect(img.className).not.toContain('bg-[url(');
  expect(img.getAttribute('style')).toBeNull();
});

test('a failed load swaps the source to the fallback', () => {
  render(<FallbackImage src="https://images.example/photo.jpg" alt="Фото" />);
  const img = screen.getByRole('img', { name: 'Фото' });
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', FALLBACK_IMAGE);
});

test('an unsafe source never reaches the page', () => {
  render(<FallbackImage src="javascript:alert(1)" alt="Фото" />);
  expect(screen.getByRole('img', { name: 'Фото' })).toHaveAttribute('src', FALLBACK_IMAGE);
});
