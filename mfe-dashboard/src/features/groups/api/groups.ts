// Fleet groups through the gateway (B2B_View_Organization_Groups; changes refused for demo accounts by the API).
import { gateway, type GatewayInput } from '@portal/api-client';
import type { Group } from '../types/group';
import type { ListState } from '@portal/shared-session/list-state';
import type { GroupFilter } from '../types/group';

export const GROUP_PAGE_SIZE = 10;

export function groupSearchBody(state: ListState<GroupFilter>) {
  return {
    query: state.query || null,
    topLevelOnly: state.filter.topLevelOnly,
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    page: state.page - 1,
    size: GROUP_PAGE_SIZE,
  };
}
export type GroupSearchBody = ReturnType<typeof groupSearchBody>;

export const searchGroups = (body: GroupSearchBody, signal?: AbortSignal) =>
  gateway('/orgOfFleet/groups/search', body, { signal });

export const groupById = (id: string, signal?: AbortSignal) =>
  gateway('/orgOfFleet/groups/byId', { id }, { signal });

/** Units (instance id or serial) checked before they join the group: per-unit results, nothing changed. */
export const validateUnits = (groupId: string, units: string[]) =>
  gateway('/fleet/validate', { groupId, units });

/** Adds and removes units; `version` makes a concurrent change fail instead of being overwritten. */
export const changeGroupUnits = (body: {
  groupId: string;
  version: number;
  add?: string[];
  remove?: string[];
}) => gateway('/orgOfFleet/instances/update', body);

export type NewGroup = GatewayInput<'/orgOfFleet/groups/createOrUpdate'>;

/** Creates a group (no groupId): the API applies the same rules (@portal/rules/validation groupFormSchema). */
export const createGroup = (group: NewGroup) => gateway('/orgOfFleet/groups/createOrUpdate', group);

/** The fields an update sends again (an update replaces them all): what the group has now. */
function currentFields(group: Group) {
  return {
    groupId: group.id,
    version: group.version,
    name: group.name,
    description: group.description,
    multiOrg: group.multiOrg,
    billingAddressId: group.billingAddress?.addressId ?? null,
    shippingAddressId: group.shippingAddress?.addressId ?? null,
    subGroupIds: group.subGroups.map((g) => g.id),
  };
}

/** Saves a group's edited fields, keeping its sub-groups; a stale version is refused (someone changed it). */
export const updateGroup = (group: Group, fields: Omit<NewGroup, 'groupId' | 'version' | 'subGroupIds'>) =>
  gateway('/orgOfFleet/groups/update', { ...currentFields(group), ...fields });

/** Makes the group's sub-groups these (adding one nests it; leaving one out un-nests it). */
export const setSubGroups = (group: Group, subGroupIds: string[]) =>
  gateway('/orgOfFleet/groups/update', { ...currentFields(group), subGroupIds });

/** Deletes a group: its units stay in the fleet, its sub-groups become top-level groups. */
export const deleteGroup = (group: Group) =>
  gateway('/orgOfFleet/groups/delete', { id: group.id, version: group.version });

/** The groups of one organisation by name (the sub-groups a group may take). */
export const organizationGroupsBody = (accountId: string) => ({
  accountIds: [accountId],
  sortOptions: [{ fieldName: 'name', direction: 'ASC' as const }],
  page: 0,
  size: 200,
});
export const organizationGroups = (accountId: string, signal?: AbortSignal) =>
  gateway('/orgOfFleet/groups/search', organizationGroupsBody(accountId), { signal });
