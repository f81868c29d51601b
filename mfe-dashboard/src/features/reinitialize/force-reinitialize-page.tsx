// /pages/dashboard/force-reinitialize-dashapp (spec 2): reloads the area's data. Every cached answer of this area
// lives in its react-query client (the GraphQL transport keeps no cache: ADR 0013), so clearing that client and going to
// the dashboard home makes every page ask the server again.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@portal/shared-session/routing';
import { Spinner } from '@portal/shared-ui/spinner';

export const DASHBOARD_HOME = '/pages/dashboard';

export default function ForceReinitializePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    queryClient.clear();
    navigate(DASHBOARD_HOME, { replace: true });
  }, [queryClient, navigate]);
  return (
    <section className="dash-page">
      <h1>Dashboard</h1>
      <Spinner label="Reloading the dashboard" />
    </section>
  );
}
