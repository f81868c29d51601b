// The e-mail domain rules' reads and writes (issue 37): keys from the factory, a fetcher beside each option.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { organizationScope, queryKeys } from '@portal/shared-session/query-keys';
import {
  AddEmailDomainRuleDocument,
  DeleteEmailDomainRuleDocument,
  EmailDomainRulesDocument,
  UpdateEmailDomainRuleDocument,
  type EmailDomainRuleInput,
} from '../../../gql/graphql';

export const emailDomainKeys = queryKeys('csr-email-domains');
/** The rules are the portal's, whichever company the agent views. */
const EVERY_COMPANY = organizationScope(null);

export const emailDomainRulesOptions = () =>
  queryOptions({
    queryKey: emailDomainKeys.list(EVERY_COMPANY, 'all'),
    queryFn: async ({ signal }) => (await runGraphQL(EmailDomainRulesDocument, {}, { signal })).getEmails,
  });

export const emailDomainCommands = {
  add: (rule: EmailDomainRuleInput) => runGraphQL(AddEmailDomainRuleDocument, { rule }),
  update: (rule: EmailDomainRuleInput) => runGraphQL(UpdateEmailDomainRuleDocument, { rule }),
  remove: (domain: string) => runGraphQL(DeleteEmailDomainRuleDocument, { domain }),
};
