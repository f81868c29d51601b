// The caller's account (common.graphql getDetailedProfile, my-account.graphql updateAccountInfo,
// requestEmailChange, changePassword) and the overview's addresses and lists.
import { runGraphQL } from '@portal/api-client';
import {
  AccountChangePasswordDocument,
  AccountInfoDocument,
  AccountOverviewDocument,
  AccountRequestEmailChangeDocument,
  AccountUpdateInfoDocument,
} from '../../../gql/graphql';
import type { AccountInfoInput } from '../../../gql/graphql';

export async function fetchOverview(signal?: AbortSignal) {
  return runGraphQL(AccountOverviewDocument, {}, { signal });
}

export async function fetchAccountInfo(signal?: AbortSignal) {
  return (await runGraphQL(AccountInfoDocument, {}, { signal })).getDetailedProfile;
}

export async function updateAccountInfo(input: AccountInfoInput) {
  return (await runGraphQL(AccountUpdateInfoDocument, { input })).updateAccountInfo;
}

export async function requestEmailChange(newEmail: string): Promise<void> {
  await runGraphQL(AccountRequestEmailChangeDocument, { newEmail });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await runGraphQL(AccountChangePasswordDocument, { currentPassword, newPassword });
}
