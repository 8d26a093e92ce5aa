import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FALLBACK_IMAGE } from '@/config/images';
import { FallbackImage } from './fallback-image';

test('the fallback is the background from the first render, before any load fails', () => {
  render(<FallbackImage src="https://images.example/photo.jpg" alt="Фото" />);
  const img = screen.getByRole('img', { name: 'Фото' });
  expect(img).toHaveAttribute('src', 'https://images.example/photo.jpg');
  expect(img.style.backgroundImage).toBe(`url("${FALLBACK_IMAGE}")`);
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
