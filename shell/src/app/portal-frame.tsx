// The shell's one React root: header, shell-owned pages, the area status, toasts and footer, placed by portals
// into the page skeleton around the areas' own roots. It is the app layer: it composes the features (ADR 0012).
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Router } from '@portal/shared-session/routing';
import { portalNavigator, usePortalLocation } from '@portal/shared-session';
import { areaForPath } from '../areas/area-registry';
import { PortalHeader } from '../features/header/portal-header';
import { AreaSideMenu } from '../features/header/area-side-menu';
import { PortalFooter } from '../features/footer/portal-footer';
import { AreaStatusView } from './area-status-view';
import { ToastRegion } from '../features/toasts/toast-region';
import { SiteBanner } from '../features/banner/site-banner';
import { ImpersonationBanner } from '../features/impersonation/impersonation-banner';
import { LoadingOverlay } from '../features/navigation/loading-overlay';
import { NavigationEffects } from '../features/navigation/navigation-effects';
import { LocaleSync } from '../features/locale/locale-sync';
import { LoginErrorPage, LoginPage, LogoutPage, StartPage } from '../features/auth/components/auth-pages';

import { ChangeCompanyModal } from '../features/company-context/components/change-company-modal';
import { CompanySwitcher } from '../features/company-context/components/company-switcher';
import { ForceParentCompanyModal } from '../features/company-context/components/force-parent-company-modal';

// the shell's own pages are fetched only when the shell owns the URL: an area's first load carries none (issue 18)
const ShellRoutes = lazy(() =>
  import('../features/shell-pages/shell-routes').then((m) => ({ default: m.ShellRoutes })),
);

const AUTH_PAGES = {
  start: <StartPage />,
  login: <LoginPage />,
  logout: <LogoutPage />,
  loginError: <LoginErrorPage />,
};

function slot(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page skeleton has no #${id}`);
  return element;
}

export interface PortalFrameProps {
  /** tries a failed area again (the federated shell re-registers it) */
  onRetryArea: (areaId: string) => Promise<void>;
}

export function PortalFrame({ onRetryArea }: PortalFrameProps) {
  const location = usePortalLocation();
  const ownedByShell = areaForPath(location.pathname) === null;
  return (
    <Router location={location} navigator={portalNavigator}>
      <NavigationEffects />
      <LocaleSync />
      <PortalHeader accountExtras={<CompanySwitcher />} />
      <SiteBanner />
      <ImpersonationBanner />
      <LoadingOverlay />
      {createPortal(ownedByShell ? null : <AreaSideMenu />, slot('area-side-menu'))}
      {createPortal(
        ownedByShell ? (
          <Suspense fallback={null}>
            <ShellRoutes authPages={AUTH_PAGES} />
          </Suspense>
        ) : null,
        slot('shell-page'),
      )}
      {createPortal(<AreaStatusView location={location} onRetry={onRetryArea} />, slot('area-status'))}
      {createPortal(<PortalFooter />, slot('shell-footer'))}
      <ToastRegion />
      <ChangeCompanyModal />
      <ForceParentCompanyModal />
    </Router>
  );
}
