import { Component as ReactComponent, use, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';
import { APP_ROUTES, loaded, loadRoute, type AppRoute } from './route-table';

function LazyRoute({ route }: { route: AppRoute }) {
  const { Component } = loaded.get(route.id) ?? use(loadRoute(route));
  return <Component />;
}

interface BoundaryProps {
  /** The location's key: a new one (any move, a search or a fragment too) clears the error. */
  at: string;
  children: ReactNode;
}
interface BoundaryState {
  error: unknown;
  /** The location the error happened at. */
  at: string | null;
}

/** Uncaught rendering errors show the error page until the visitor goes elsewhere. */
class RouteErrorBoundary extends ReactComponent<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.at };
    return state.at === props.at ? null : { error: null, at: null };
  }

  render() {
    return this.state.error === null ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}

/** A page's error shows inside the site's layout. */
function Page({ route }: { route: AppRoute }) {
  return (
    <RouteErrorBoundary at={useLocation().key}>
      <LazyRoute route={route} />
    </RouteErrorBoundary>
  );
}

/**
 * The site: its layout around the page the address names. An error in the layout itself (the
 * header, the title) shows the error page alone rather than an empty window.
 */
export function AppRoutes({ routes = APP_ROUTES }: { routes?: readonly AppRoute[] }) {
  return (
    <RouteErrorBoundary at={useLocation().key}>
      <Routes>
        <Route element={<RootLayout />}>
          {routes.map((route) => (
            <Route key={route.id} path={route.path} element={<Page route={route} />} />
          ))}
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
