// Turns a remote's route table into the versioned descriptor the shell mounts: single-spa-react lifecycles,
// one React root per mount with its own router, react-query client and error boundary.
import React, { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import singleSpaReact from 'single-spa-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RemoteDescriptor, RemoteMountProps } from '../contract/remote-descriptor';
import { REMOTE_CONTRACT_VERSION } from '../contract/remote-descriptor';
import type { AreaManifest } from '../contract/area-manifest';
import { portalNavigator, usePortalLocation } from './portal-location';
import { RoutePage } from './route-page';
import { recordAppDiagnostics } from '../diagnostics';
import { SESSION_STORE_INSTANCE_ID } from '../session/session-store';
import { useSelectedOrganization } from '../session/session-hooks';
import { keyNamesOrganization } from '../query-keys';

/** A remote's pages by route path (as in its area manifest): one for every route, none without a route. */
export type RemotePages = Readonly<Record<string, ComponentType>>;

export interface RemoteApplicationOptions {
  /** the remote's area manifest (src/area.ts): its prefixes, routes and titles */
  area: AreaManifest;
  pages: RemotePages;
  buildLabel?: string;
  /** rendered while a lazy page loads */
  loading?: ReactNode;
  /**
   * wraps the area's tree in a remote's own providers (a versioned package's context this singleton cannot
   * import); no remote needs one since the urql Providers went (GraphQL runs through runGraphQL, ADR 0013)
   */
  providers?: ComponentType<{ children: ReactNode }>;
}

/** The area's error state: what failed and a retry (a fresh load), never a blank area (issue 42). */
function AreaCrash({ areaLabel, error }: { areaLabel: string; error: unknown }) {
  return (
    <section role="alert" className="area-fallback" data-area-fallback="crashed">
      <h1>{areaLabel} is unavailable</h1>
      <p>Something went wrong while showing this page. Please refresh the page or try again later.</p>
      <p>{`What failed: ${error instanceof Error ? error.message : String(error)}`}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </section>
  );
}

function NotFoundInArea() {
  return (
    <RoutePage title="Page Not Found">
      <section>
        <h1>Page Not Found</h1>
        <p>We could not find the page you asked for.</p>
      </section>
    </RoutePage>
  );
}

function withProviders(Providers: ComponentType<{ children: ReactNode }>, Root: ComponentType) {
  return function ProvidedRoot() {
    return (
      <Providers>
        <Root />
      </Providers>
    );
  };
}

/**
 * A company switch keeps the area mounted (its forms, drafts and scroll stay) and refetches instead: a key made by
 * the page kit names the viewed organisation (server-list.ts), so its query changes by itself; an answer under a
 * key that does not name it is dropped and fetched again, so no page goes on showing the last company's fleet,
 * orders or invoices.
 */
function useRefetchOnCompanySwitch(queryClient: QueryClient) {
  const company = useSelectedOrganization()?.accountId ?? null;
  const shown = useRef(company);
  useEffect(() => {
    if (shown.current === company) return;
    shown.current = company;
    void queryClient.resetQueries({ predicate: (query) => !keyNamesOrganization(query.queryKey) });
  }, [company, queryClient]);
}

export function createRemoteApplication(options: RemoteApplicationOptions): RemoteDescriptor {
  const { area, pages } = options;
  const unknownPages = Object.keys(pages).filter((path) => !area.routes.some((r) => r.path === path));
  if (unknownPages.length > 0)
    throw new Error(`${area.id}: pages without a route in area.ts: ${unknownPages.join(', ')}`);
  // a declared route is a screen users are offered (menus, links): it is built, never a placeholder
  const routes = area.routes.map((route) => {
    const Page = pages[route.path];
    if (!Page) throw new Error(`${area.id}: a route of area.ts without a page: ${route.path}`);
    return { ...route, Page };
  });
  const buildLabel = options.buildLabel ?? '';

  function RemoteRoot() {
    recordAppDiagnostics(area.id);
    const location = usePortalLocation();
    const [queryClient] = useState(
      () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
    );
    useRefetchOnCompanySwitch(queryClient);
    return (
      <QueryClientProvider client={queryClient}>
        <div
          className="remote-area"
          data-remote={area.id}
          data-build={buildLabel || undefined}
          data-session-instance={SESSION_STORE_INSTANCE_ID}
        >
          <Router location={location} navigator={portalNavigator}>
            <Suspense fallback={options.loading ?? null}>
              <Routes>
                {routes.map(({ path, title, Page }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <RoutePage title={title}>
                        <Page />
                      </RoutePage>
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundInArea />} />
              </Routes>
            </Suspense>
          </Router>
          {buildLabel ? <p className="remote-build-label">Build {buildLabel}</p> : null}
        </div>
      </QueryClientProvider>
    );
  }

  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: options.providers ? withProviders(options.providers, RemoteRoot) : RemoteRoot,
    errorBoundary: (error) => <AreaCrash areaLabel={area.label} error={error} />,
  });

  return {
    contractVersion: REMOTE_CONTRACT_VERSION,
    id: area.id,
    routePrefixes: area.prefixes,
    routes: area.routes,
    buildLabel,
    lifecycles: {
      bootstrap: lifecycles.bootstrap,
      // the area's first render is a transition, like the frame's (shell bootstrap.tsx): React renders it in
      // slices between which the browser keeps the thread, instead of one long task (issue 18, TBT);
      // single-spa-react calls root.render synchronously inside mount, so the transition covers it
      mount: (props) => {
        let mounted: Promise<unknown> = Promise.resolve();
        startTransition(() => {
          mounted = lifecycles.mount(props);
        });
        return mounted;
      },
      unmount: lifecycles.unmount,
    },
  };
}
