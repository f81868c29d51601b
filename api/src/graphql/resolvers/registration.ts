// Resolvers of the registration operations (api/src/graphql/schema/registration.graphql) on the open endpoint.
// Typed by hand: the generated resolver types cover the SDL files as of their last codegen run.
import type { GraphQLContext } from '../context.js';
import {
  activateAccount,
  completeDelegatedRegistration,
  delegatedRegistrationStatus,
  registerUser,
  registrationCaptcha,
  resendActivationEmail,
  resendDelegatedRegistrationToken,
  validateRegistrationAddress,
} from '../../registration/registration-service.js';
import type { AddressToValidate } from '../../registration/address-validation.js';

type Resolver<Args, Result> = (
  parent: unknown,
  args: Args,
  context: GraphQLContext,
) => Result | Promise<Result>;

interface IdAndToken {
  userId: string;
  activationToken: string;
}

export const RegistrationOpenQuery = {
  registrationCaptcha: ((_, __, { ctx }) => registrationCaptcha(ctx)) as Resolver<
    Record<string, never>,
    Awaited<ReturnType<typeof registrationCaptcha>>
  >,
  validateAddress: ((_, args, { ctx }) => validateRegistrationAddress(ctx, args)) as Resolver<
    { address: AddressToValidate },
    ReturnType<typeof validateRegistrationAddress>
  >,
  delegatedRegistrationStatus: ((_, args, { ctx }) => delegatedRegistrationStatus(ctx, args)) as Resolver<
    IdAndToken,
    Awaited<ReturnType<typeof delegatedRegistrationStatus>>
  >,
};

export const RegistrationOpenMutation = {
  registerUser: ((_, args, { ctx }) => registerUser(ctx, args)) as Resolver<
    { input: unknown },
    Awaited<ReturnType<typeof registerUser>>
  >,
  activateAccount: ((_, args, { ctx }) => activateAccount(ctx, args)) as Resolver<
    IdAndToken,
    Awaited<ReturnType<typeof activateAccount>>
  >,
  resendActivationEmail: ((_, args, { ctx }) => resendActivationEmail(ctx, args)) as Resolver<
    { userId: string },
    Awaited<ReturnType<typeof resendActivationEmail>>
  >,
  completeDelegatedRegistration: ((_, args, { ctx }) => completeDelegatedRegistration(ctx, args)) as Resolver<
    Record<string, unknown>,
    Awaited<ReturnType<typeof completeDelegatedRegistration>>
  >,
  resendDelegatedRegistrationToken: ((_, args, { ctx }) =>
    resendDelegatedRegistrationToken(ctx, args)) as Resolver<
    { email: string },
    Awaited<ReturnType<typeof resendDelegatedRegistrationToken>>
  >,
};
