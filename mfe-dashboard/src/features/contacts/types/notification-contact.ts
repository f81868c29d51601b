// A contact with its notification setting: /cns/getCustContact/{id}'s answer, from the gateway contract.
import type { GatewayResponse } from '@portal/api-client';

export type NotificationContact = GatewayResponse<'/cns/getCustContact/{id}'>;
