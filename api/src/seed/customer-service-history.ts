// The customer-service console's history (issue 41), so an agent trying the portal finds what a working desk has:
// notes written on calls, the approvals, status changes, resets and banners of the last weeks in the audit log (more
// than one page of it), and each signed-up user's sign-ins. Every row follows from a seeded record (a note's audit row
// names the note; an approval is dated when its user became registered; a banner's when it was made). Seeded apart,
// after the users and banners, without the seed's random numbers: adding it moves nothing else; times are relative
// to the seed's run date.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { auditLog, banners, customerNotes, signIns, users } from '../db/schema.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The agents who wrote them (docs/seed-users.md). */
const AGENTS = { admin: 'csr.admin@aerialco.example', agent: 'csr.agent@aerialco.example' } as const;

/** Notes agents wrote on calls: about whom, by whom, how long ago (hours), and what was said. */
export const SEEDED_CUSTOMER_NOTES: readonly {
  about: string;
  by: keyof typeof AGENTS;
  hoursAgo: number;
  text: string;
}[] = [
  {
    about: 'admin@keystone-electric.example',
    by: 'agent',
    hoursAgo: 3,
    text: 'Called about the annual inspection flags on six buckets; walked through My Fleet filters and the saved view.',
  },
  {
    about: 'admin@keystone-electric.example',
    by: 'admin',
    hoursAgo: 26,
    text: 'Asked for a second administrator for the Harrisburg yard; sent the delegated invitation steps.',
  },
  {
    about: 'admin@keystone-electric.example',
    by: 'agent',
    hoursAgo: 9 * 24,
    text: 'Invoice dispute on a freight charge: referred to accounts receivable, promised a call back within two days.',
  },
  {
    about: 'buyer@blueridge-line.example',
    by: 'agent',
    hoursAgo: 30,
    text: 'Could not find a hydraulic filter by its old number; showed the cross-reference search. Order placed.',
  },
  {
    about: 'pat.morgan@mailbox.example',
    by: 'admin',
    hoursAgo: 2 * 24 + 4,
    text: 'Locked out after a new phone; reset the password and confirmed the e-mail on file.',
  },
  {
    about: 'holding@summit-utility.example',
    by: 'agent',
    hoursAgo: 5 * 24,
    text: 'Wants the statement per child company; showed the company choice on the Account Statement page.',
  },
  {
    about: 'inactive@riverside-electric.example',
    by: 'admin',
    hoursAgo: 12 * 24,
    text: 'Left Riverside Electric per their fleet manager; account set inactive until the company asks otherwise.',
  },
  {
    about: 'vince.carver@competitor-lifts.example',
    by: 'admin',
    hoursAgo: 20 * 24,
    text: 'Registration from a competitor domain; rejected after checking with the regional sales manager.',
  },
];

/** Status changes agents made, each matching the user's seeded status. */
const STATUS_CHANGES: readonly {
  about: string;
  by: keyof typeof AGENTS;
  before: string;
  hoursAgo: number;
}[] = [
  { about: 'inactive@riverside-electric.example', by: 'admin', before: 'REGISTERED', hoursAgo: 12 * 24 },
  { about: 'lyle.dorsey@prairie-tree.example', by: 'agent', before: 'REGISTERED', hoursAgo: 16 * 24 },
];

/** How many times each signed-up user signed in over the last four weeks (by their place in the seed's list). */
const SIGN_INS_PER_USER = [6, 3, 1, 4, 2];

export async function seedCustomerServiceHistory(tx: Transaction, now: Date): Promise<void> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const emails = [
    ...Object.values(AGENTS),
    ...SEEDED_CUSTOMER_NOTES.map((n) => n.about),
    ...STATUS_CHANGES.map((c) => c.about),
  ];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      accountId: users.accountId,
    })
    .from(users)
    .where(inArray(users.email, [...new Set(emails)]));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const agent = (key: keyof typeof AGENTS) => byEmail.get(AGENTS[key]);
  const audit: (typeof auditLog.$inferInsert)[] = [];

  for (const note of SEEDED_CUSTOMER_NOTES) {
    const about = byEmail.get(note.about);
    const by = agent(note.by);
    if (!about || !by) continue;
    const at = ago(note.hoursAgo);
    const [row] = await tx
      .insert(customerNotes)
      .values({
        userId: about.id,
        authorUserId: by.id,
        authorName: `${by.firstName} ${by.lastName}`,
        text: note.text,
        at,
      })
      .returning({ id: customerNotes.id });
    audit.push({
      actorUserId: by.id,
      subjectUserId: about.id,
      action: 'CSR_ADD_CUSTOMER_NOTE',
      details: { after: { text: note.text }, noteId: row!.id },
      at,
    });
  }

  for (const change of STATUS_CHANGES) {
    const about = byEmail.get(change.about);
    const by = agent(change.by);
    if (!about || !by || about.status === change.before) continue;
    const at = ago(change.hoursAgo);
    await tx.update(users).set({ userStatusLastUpdated: at }).where(eq(users.id, about.id));
    audit.push({
      actorUserId: by.id,
      subjectUserId: about.id,
      action: 'CSR_CHANGE_STATUS',
      details: { before: { status: change.before }, after: { status: about.status } },
      at,
    });
  }

  const admin = agent('admin');
  const rejected = byEmail.get('vince.carver@competitor-lifts.example');
  if (admin && rejected && rejected.status === 'REJECTED')
    audit.push({
      actorUserId: admin.id,
      subjectUserId: rejected.id,
      action: 'CSR_REJECT_REGISTRATION',
      details: {
        before: { status: 'PENDING_APPROVAL' },
        after: { status: 'REJECTED' },
        notes: 'Competitor domain; confirmed with the regional sales manager.',
      },
      at: ago(20 * 24 - 1),
    });
  const reset = byEmail.get('pat.morgan@mailbox.example');
  if (admin && reset)
    audit.push({
      actorUserId: admin.id,
      subjectUserId: reset.id,
      action: 'CSR_RESET_PASSWORD',
      at: ago(2 * 24 + 4),
    });

  // the banners: each made by the customer-service administrator a day before it starts (or an hour ago)
  if (admin)
    for (const banner of await tx.select().from(banners).orderBy(asc(banners.id))) {
      const made = Math.min(banner.startDateTime.getTime() - DAY, now.getTime() - HOUR);
      audit.push({
        actorUserId: admin.id,
        action: 'CSR_CREATE_BANNER',
        details: {
          after: {
            id: String(banner.id),
            startDateTime: banner.startDateTime.toISOString(),
            endDateTime: banner.endDateTime.toISOString(),
            type: banner.type,
            message: banner.message,
          },
        },
        at: new Date(made),
      });
    }

  // registrations approved by an agent: the business users whose status became REGISTERED within the last weeks
  // are few in a seed whose users signed up months ago, so each registered business user's approval is dated when
  // their status last changed
  const registered = await tx
    .select({ id: users.id, accountId: users.accountId, at: users.userStatusLastUpdated, email: users.email })
    .from(users)
    .where(eq(users.status, 'REGISTERED'));
  const businessUsers = registered
    // staff are not approved; the users seeded apart are registered at the seed's own moment, by no agent
    .filter(
      (u) =>
        u.accountId &&
        u.at &&
        u.at.getTime() < now.getTime() - HOUR &&
        !u.email.endsWith('@aerialco.example'),
    )
    .sort((a, b) => a.email.localeCompare(b.email));
  businessUsers.forEach((u, i) => {
    const by = agent(i % 2 === 0 ? 'admin' : 'agent');
    if (!by || !u.at) return;
    audit.push({
      actorUserId: by.id,
      subjectUserId: u.id,
      action: 'CSR_APPROVE_REGISTRATION',
      details: {
        before: { status: 'PENDING_APPROVAL', accountId: null },
        after: { status: 'REGISTERED', accountId: u.accountId },
        notes: null,
      },
      at: u.at,
    });
  });
  if (audit.length > 0) await tx.insert(auditLog).values(audit);

  // sign-ins: every registered user, a few times over the last four weeks, to the portal's web application
  const signedIn = [...registered].sort((a, b) => a.email.localeCompare(b.email));
  const rows = signedIn.flatMap((u, i) =>
    Array.from({ length: SIGN_INS_PER_USER[i % SIGN_INS_PER_USER.length]! }, (_, n) => ({
      userId: u.id,
      at: ago(((i * 7 + n * 101) % (27 * 24)) + 1),
      ip: `203.0.113.${(i * 13 + n) % 250}`,
      // the portal's own web application (AUTH_CLIENT_ID's default, api/src/identity/config.ts)
      clientId: 'portal-spa',
    })),
  );
  if (rows.length > 0) await tx.insert(signIns).values(rows);
}
