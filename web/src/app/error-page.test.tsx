import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

/** The app's real route tree, with one more page that throws while rendering. */
function routesWithBrokenPage(): RouteObject[] {
  const [root] = routes;
  const [pages] = root!.children!;
  function Broken(): never {
    throw new Error('Зламана сторінка');
  }
  const broken: RouteObject = { path: 'broken', Component: Broken };
  const pagesWithBroken = { ...pages, children: [...pages!.children!, broken] } as RouteObject;
  return [{ ...root, children: [pagesWithBroken] } as RouteObject];
}

describe('uncaught rendering errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show “Unexpected Application Error!” inside the site layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(routesWithBrokenPage(), { initialEntries: ['/broken'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Зламана сторінка')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
  });
});
