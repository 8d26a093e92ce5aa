/** React Router 6's v7 behaviours, switched on so the app behaves the same on server and client (and warns about nothing). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
