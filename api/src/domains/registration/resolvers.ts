// Resolvers of the registration operations (api/src/domains/registration/schema.graphql) on the open endpoint,
// merged into the open endpoint's OpenQuery / OpenMutation by yoga.ts.
import type { GraphQLContext } from '../../graphql/context.js';
import type { OpenMutationResolvers, OpenQueryResolvers } from '../../graphql/generated/types.js';
import {
  activateAccount,
  completeDelegatedRegistration,
  delegatedRegistrationStatus,
  registerUser,
  registrationCaptcha,
  resendActivationEmail,
  resendDelegatedRegistrationToken,
  validateRegistrationAddress,
} from './registration-service.js';

type RegistrationQueryField = 'registrationCaptcha' | 'validateAddress' | 'delegatedRegistrationStatus';
type RegistrationMutationField =
  | 'registerUser'
  | 'activateAccount'
  | 'resendActivationEmail'
  | 'completeDelegatedRegistration'
  | 'resendDelegatedRegistrationToken';

export const RegistrationOpenQuery: Pick<OpenQueryResolvers<GraphQLContext>, RegistrationQueryField> = {
  registrationCaptcha: (_, __, { ctx }) => registrationCaptcha(ctx),
  validateAddress: (_, args, { ctx }) => validateRegistrationAddress(ctx, args),
  delegatedRegistrationStatus: (_, args, { ctx }) => delegatedRegistrationStatus(ctx, args),
};

export const RegistrationOpenMutation: Pick<
  OpenMutationResolvers<GraphQLContext>,
  RegistrationMutationField
> = {
  registerUser: (_, args, { ctx }) => registerUser(ctx, args),
  activateAccount: (_, args, { ctx }) => activateAccount(ctx, args),
  resendActivationEmail: (_, args, { ctx }) => resendActivationEmail(ctx, args),
  completeDelegatedRegistration: (_, args, { ctx }) => completeDelegatedRegistration(ctx, { ...args }),
  resendDelegatedRegistrationToken: (_, args, { ctx }) => resendDelegatedRegistrationToken(ctx, args),
};
