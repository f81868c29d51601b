import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';

import ForceReinitializePage from './force-reinitialize-page';
import { testNavigator } from '@portal/shared-session/testing';

const navigator = testNavigator();

it('drops every cached answer of the area, then replaces the URL with the dashboard home', async () => {
  const client = new QueryClient();
  client.setQueryData(['dashboard-summary'], { widgets: {} });
  client.setQueryData(['apn', 'APN-1'], { apnId: 'APN-1' });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/force-reinitialize-dashapp" navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/force-reinitialize-dashapp" element={<ForceReinitializePage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
  await waitFor(() =>
    expect(navigator.replace).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/pages/dashboard' }),
      undefined,
      expect.anything(),
    ),
  );
  expect(client.getQueryCache().getAll()).toHaveLength(0);
  expect(navigator.push).not.toHaveBeenCalled();
});
