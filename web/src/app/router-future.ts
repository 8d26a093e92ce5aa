/** React Router 6's v7 behaviours, switched on so the app behaves the same on server and client (and warns about nothing). */
export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const PROVIDER_FUTURE = { v7_startTransition: true } as const;
