import { Approval, ApprovalInput, decideApproval, isPastEvent } from './event-rules';

const LIVE: Approval = { isApproved: true, unpublishedByAdmin: false };
const PENDING: Approval = { isApproved: false, unpublishedByAdmin: false };
const TAKEN_DOWN: Approval = { isApproved: false, unpublishedByAdmin: true };

const approvedOrg = { isApproved: true };
const pendingOrg = { isApproved: false };

describe('decideApproval: when an event goes live', () => {
  const cases: Array<[string, ApprovalInput, Approval]> = [
    // admin
    ['admin creates: live, whatever moderation found', { writer: 'admin', moderationScore: 9, organization: pendingOrg }, LIVE],
    [
      'admin edits without choosing: stored approval kept',
      { writer: 'admin', moderationScore: 9, organization: approvedOrg, current: PENDING },
      PENDING,
    ],
    [
      'admin edits a taken-down event without choosing: stays down',
      { writer: 'admin', moderationScore: 0, organization: approvedOrg, current: TAKEN_DOWN },
      TAKEN_DOWN,
    ],
    ['admin publishes', { writer: 'admin', moderationScore: 9, organization: pendingOrg, current: PENDING, adminSets: true }, LIVE],
    [
      'admin publishes a taken-down event: mark cleared',
      { writer: 'admin', moderationScore: 0, organization: approvedOrg, current: TAKEN_DOWN, adminSets: true },
      LIVE,
    ],
    [
      'admin takes a live event down',
      { writer: 'admin', moderationScore: 0, organization: approvedOrg, current: LIVE, adminSets: false },
      TAKEN_DOWN,
    ],
    [
      'admin leaves a pending event pending: not a take-down',
      { writer: 'admin', moderationScore: 0, organization: pendingOrg, current: PENDING, adminSets: false },
      PENDING,
    ],
    // organizer
    ['organizer creates, approved organization, clean', { writer: 'organizer', moderationScore: 0, organization: approvedOrg }, LIVE],
    ['organizer creates, approved organization, flagged', { writer: 'organizer', moderationScore: 3, organization: approvedOrg }, PENDING],
    ['organizer creates, pending organization, clean', { writer: 'organizer', moderationScore: 0, organization: pendingOrg }, PENDING],
    [
      'organizer edits a live event, still clean',
      { writer: 'organizer', moderationScore: 0, organization: approvedOrg, current: LIVE },
      LIVE,
    ],
    [
      'organizer edits a live event, now flagged',
      { writer: 'organizer', moderationScore: 2, organization: approvedOrg, current: LIVE },
      PENDING,
    ],
    [
      'organizer edits a live event of a pending organization',
      { writer: 'organizer', moderationScore: 0, organization: pendingOrg, current: LIVE },
      PENDING,
    ],
    [
      'organizer edits a taken-down event, clean',
      { writer: 'organizer', moderationScore: 0, organization: approvedOrg, current: TAKEN_DOWN },
      TAKEN_DOWN,
    ],
    // scraper
    ['scraper inserts, no organization, clean', { writer: 'scraper', moderationScore: 0, organization: null }, LIVE],
    ['scraper inserts, approved organization, clean', { writer: 'scraper', moderationScore: 0, organization: approvedOrg }, LIVE],
    ['scraper inserts, pending organization, clean', { writer: 'scraper', moderationScore: 0, organization: pendingOrg }, PENDING],
    ['scraper inserts, flagged', { writer: 'scraper', moderationScore: 1, organization: null }, PENDING],
    [
      'scraper updates a live event of a pending organization, clean: stays live',
      { writer: 'scraper', moderationScore: 0, organization: pendingOrg, current: LIVE },
      LIVE,
    ],
    [
      'scraper updates a live event, now flagged',
      { writer: 'scraper', moderationScore: 1, organization: approvedOrg, current: LIVE },
      PENDING,
    ],
    [
      'scraper updates a pending event, approved organization, clean',
      { writer: 'scraper', moderationScore: 0, organization: approvedOrg, current: PENDING },
      LIVE,
    ],
    [
      'scraper updates a taken-down event, clean',
      { writer: 'scraper', moderationScore: 0, organization: approvedOrg, current: TAKEN_DOWN },
      TAKEN_DOWN,
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(decideApproval(input)).toEqual(expected);
  });
});

describe('isPastEvent: before today in the event’s own time zone', () => {
  // 2030-03-15 05:30 UTC: already the 15th in New York (01:30), still the 14th in Los Angeles (22:30) and Honolulu.
  const now = new Date('2030-03-15T05:30:00Z');
  it.each([
    ['2030-03-14', 'NY', true],
    ['2030-03-14', 'CA', false],
    ['2030-03-14', 'HI', false],
    ['2030-03-13', 'CA', true],
    ['2030-03-15', 'NY', false],
    ['2030-03-16', 'HI', false],
  ])('%s in %s → %s', (date, state, past) => {
    expect(isPastEvent({ date, state }, now)).toBe(past);
  });
});
