// The user's fleet alerts (issue 38) through the gateway (B2B_Fleet_Search): which e-mails, and whether in a digest.
import { queryOptions } from '@tanstack/react-query';
import { gateway, type GatewayInput } from '@portal/api-client';
import type { OrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../../shared/account-keys';

export type FleetAlertSetting = GatewayInput<'/fleet/alerts/settings/save'>;

export const saveFleetAlertSetting = (setting: FleetAlertSetting) =>
  gateway('/fleet/alerts/settings/save', setting);

export const fleetAlertOptions = (scope: OrganizationScope) =>
  queryOptions({
    queryKey: accountKeys.detail(scope, 'fleet-alerts'),
    queryFn: ({ signal }) => gateway('/fleet/alerts/settings', {}, { signal }),
  });
