// The Create Group form (spec 4 and 5): the browser's Formik form and the API's /orgOfFleet/groups/createOrUpdate
// apply these rules and messages (verbatim from spec 5).
import * as yup from 'yup';

export const GROUP_MESSAGES = {
  nameRequired: 'Group name is required',
  descriptionRequired: 'Group description is required',
  organizationRequired: 'Organization is required',
} as const;
export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;

export interface GroupFormValues {
  name: string;
  description: string;
  multiOrg: boolean;
  accountId: string;
}

/**
 * `chooseOrganization`: a parent-holding user viewing all organisations must pick one (or make the group
 * cross-organizational); everyone else's group is for the organisation they view.
 */
export const groupFormSchema = ({ chooseOrganization }: { chooseOrganization: boolean }) =>
  yup.object({
    name: yup
      .string()
      .trim()
      .required(GROUP_MESSAGES.nameRequired)
      .max(GROUP_NAME_MAX, `Group name must be at most ${GROUP_NAME_MAX} characters.`),
    description: yup
      .string()
      .trim()
      .required(GROUP_MESSAGES.descriptionRequired)
      .max(GROUP_DESCRIPTION_MAX, `Group description must be at most ${GROUP_DESCRIPTION_MAX} characters.`),
    multiOrg: yup.boolean().default(false),
    accountId: yup
      .string()
      .default('')
      .when('multiOrg', {
        is: (multiOrg: boolean) => chooseOrganization && !multiOrg,
        then: (s) => s.trim().required(GROUP_MESSAGES.organizationRequired),
      }),
  });
