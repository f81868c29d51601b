// The shell's own pages, each fetched when its route is first shown (issue 18: code split by route), so the
// start-up chunk of every area page carries none of them. ShellRoutes renders them under a Suspense boundary.
import { lazy } from 'react';

export const AccessDeniedPage = lazy(() =>
  import('./access-denied-page').then((m) => ({ default: m.AccessDeniedPage })),
);
export const DownloadPage = lazy(() => import('./download-page').then((m) => ({ default: m.DownloadPage })));
export const HelpIndexPage = lazy(() => import('./help-pages').then((m) => ({ default: m.HelpIndexPage })));
export const HelpTopicPage = lazy(() => import('./help-pages').then((m) => ({ default: m.HelpTopicPage })));
export const LegacyBrowsersPage = lazy(() =>
  import('./legacy-browsers-page').then((m) => ({ default: m.LegacyBrowsersPage })),
);
export const OutagePage = lazy(() => import('./outage-page').then((m) => ({ default: m.OutagePage })));
