// Fleet groups through the gateway (B2B_View_Organization_Groups; changes refused for demo accounts by the API).
import { integrationRequest } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import type { Group, GroupFilter, GroupSummary, UnitValidation } from '../types/group';

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
  integrationRequest<{ content: GroupSummary[]; totalRecords: number }>({
    endpoint: '/orgOfFleet/groups/search',
    body,
    signal,
  });

export const groupById = (id: string, signal?: AbortSignal) =>
  integrationRequest<Group>({ endpoint: '/orgOfFleet/groups/byId', body: { id }, signal });

/** Units (instance id or serial) checked before they join the group: per-unit results, nothing changed. */
export const validateUnits = (groupId: string, units: string[]) =>
  integrationRequest<{ valid: boolean; results: UnitValidation[] }>({
    endpoint: '/fleet/validate',
    body: { groupId, units },
  });

/** Adds and removes units; `version` makes a concurrent change fail instead of being overwritten. */
export const changeGroupUnits = (body: {
  groupId: string;
  version: number;
  add?: string[];
  remove?: string[];
}) => integrationRequest<Group>({ endpoint: '/orgOfFleet/instances/update', body });

export interface NewGroup {
  name: string;
  description: string;
  multiOrg: boolean;
  accountId: string | null;
  partyId: string | null;
  billingAddressId: string | null;
  shippingAddressId: string | null;
}

/** Creates a group (no groupId): the API applies the same rules (@portal/rules/validation groupFormSchema). */
export const createGroup = (group: NewGroup) =>
  integrationRequest<Group>({ endpoint: '/orgOfFleet/groups/createOrUpdate', body: group });
