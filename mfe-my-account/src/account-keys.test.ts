// Every My Account query is keyed by the area's factory: its key names the viewed organisation (a company switch
// refetches it) and sits under `accountKeys.all` (a change that touches several pages invalidates them all).
import { keyNamesOrganization, organizationScope } from '@portal/shared-session/query-keys';
import { accountInfoOptions, overviewOptions } from './features/account/api/queries';
import { addressProfileOptions } from './features/address-book/api/queries';
import { notificationContactOptions } from './features/notification-settings/api/queries';
import { cardsOptions } from './features/payment-methods/api/queries';
import { listOptions, listsOptions } from './features/shopping-lists/api/queries';
import { accountKeys } from './shared/account-keys';

const scope = organizationScope('ACCT-1');

describe("My Account's query keys", () => {
  it.each([
    ['overview', overviewOptions(scope).queryKey],
    ['account info', accountInfoOptions(scope).queryKey],
    ['address profile', addressProfileOptions(scope).queryKey],
    ['cards', cardsOptions(scope).queryKey],
    ['lists', listsOptions(scope).queryKey],
    ['one list', listOptions(scope, 'L-1').queryKey],
    ['notification contact', notificationContactOptions(scope, 'C-1').queryKey],
  ])('%s: names the organisation, under the area key', (_, key) => {
    expect(keyNamesOrganization(key)).toBe(true);
    expect(key[1]).toEqual({ organization: 'ACCT-1' });
    expect(key.slice(0, accountKeys.all.length)).toEqual([...accountKeys.all]);
  });

  it("keeps two lists' and two organisations' answers apart", () => {
    expect(listOptions(scope, 'L-1').queryKey).not.toEqual(listOptions(scope, 'L-2').queryKey);
    expect(cardsOptions(scope).queryKey).not.toEqual(cardsOptions(organizationScope('ACCT-2')).queryKey);
  });
});
