import { GROUP_MESSAGES, groupFormSchema } from './group-schema';

const errorsOf = async (chooseOrganization: boolean, values: Record<string, unknown>) => {
  try {
    await groupFormSchema({ chooseOrganization }).validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

it('requires a name and a description, with spec 5’s messages', async () => {
  expect(await errorsOf(false, { name: ' ', description: '' })).toEqual([
    GROUP_MESSAGES.nameRequired,
    GROUP_MESSAGES.descriptionRequired,
  ]);
  expect(GROUP_MESSAGES.nameRequired).toBe('Group name is required');
});

it('requires an organization only from a parent-holding user viewing all, unless cross-organizational', async () => {
  const base = { name: 'North', description: 'North yard' };
  expect(await errorsOf(true, base)).toEqual(['Organization is required']);
  expect(await errorsOf(true, { ...base, multiOrg: true })).toEqual([]);
  expect(await errorsOf(true, { ...base, accountId: 'A1' })).toEqual([]);
  expect(await errorsOf(false, base)).toEqual([]);
});
