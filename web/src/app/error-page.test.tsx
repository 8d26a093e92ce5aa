import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_ROUTES } from './route-table';
import { AppRoutes } from './router';

function Broken(): never {
  throw new Error('Зламана сторінка');
}

describe('uncaught rendering errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show “Unexpected Application Error!” inside the site layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The app's real routes, with one more page that throws while rendering.
    const routes = [{ id: 'broken', path: '/broken', load: async () => ({ Component: Broken }) }, ...APP_ROUTES];
    // In act, so that React retries the page once its module has come (as a browser does).
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/broken']}>
          <AppRoutes routes={routes} />
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Зламана сторінка')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
  });
});
