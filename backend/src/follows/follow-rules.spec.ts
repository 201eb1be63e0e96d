import {
  AddressHistory,
  confirmationToSend,
  CONFIRMATIONS_PER_DAY,
  RECONFIRMATION_DAYS,
  UPCOMING_MAIL_DAYS,
  upcomingMailDue,
} from './follow-rules';

const now = new Date('2030-05-10T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const fresh: AddressHistory = { bounced: false, stopped: false, sentToday: 0, awaiting: false, lastSent: null };

describe('confirmationToSend: the address decides whether a follow request is mailed', () => {
  it.each<[string, Partial<AddressHistory>, boolean, ReturnType<typeof confirmationToSend>]>([
    ['a new address', {}, false, 'confirm'],
    ['one confirmation still unconfirmed', { awaiting: true, sentToday: 1, lastSent: daysAgo(0.1) }, false, null],
    ['confirmed twice today', { sentToday: CONFIRMATIONS_PER_DAY - 1, lastSent: daysAgo(0.1) }, false, 'confirm'],
    ['three confirmations today', { sentToday: CONFIRMATIONS_PER_DAY, lastSent: daysAgo(0.1) }, false, null],
    ['an address that bounced', { bounced: true }, false, null],
    ['a bounced address that unsubscribed too', { bounced: true, stopped: true, lastSent: daysAgo(400) }, false, null],
    ['this follow unsubscribed, last mail 2 days ago', { lastSent: daysAgo(2) }, true, null],
    ['this follow unsubscribed, last mail a month ago', { lastSent: daysAgo(RECONFIRMATION_DAYS) }, true, 'confirm-again'],
    ['this follow unsubscribed, never mailed', {}, true, 'confirm-again'],
    ['everything unsubscribed, last mail 29 days ago', { stopped: true, lastSent: daysAgo(RECONFIRMATION_DAYS - 1) }, false, null],
    [
      'everything unsubscribed, last mail 31 days ago',
      { stopped: true, lastSent: daysAgo(RECONFIRMATION_DAYS + 1) },
      false,
      'confirm-again',
    ],
  ])('%s', (_case, history, thisFollowStopped, expected) => {
    expect(confirmationToSend({ ...fresh, ...history }, thisFollowStopped, now)).toBe(expected);
  });
});

describe('upcomingMailDue: an empty weekend is answered at most once a month', () => {
  it.each<[string, Date | null, boolean]>([
    ['never sent', null, true],
    ['sent a week ago', daysAgo(7), false],
    [`sent ${UPCOMING_MAIL_DAYS - 1} days ago`, daysAgo(UPCOMING_MAIL_DAYS - 1), false],
    [`sent ${UPCOMING_MAIL_DAYS} days ago`, daysAgo(UPCOMING_MAIL_DAYS), true],
  ])('%s', (_case, lastSent, expected) => {
    expect(upcomingMailDue(lastSent, now)).toBe(expected);
  });
});
