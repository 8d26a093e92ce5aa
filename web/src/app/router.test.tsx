import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './router';

// The layout itself fails (its header here): nothing above the page catches that but AppRoutes.
vi.mock('@/components/layout/site-header', () => ({
  SiteHeader: () => {
    throw new Error('Зламаний заголовок');
  },
}));

describe('an error in the site’s layout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page instead of an empty window', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Зламаний заголовок')).toBeInTheDocument();
  });
});
