import { WEIGHT } from '../moderation.config';
import { keywordStuffingRule } from './keyword-stuffing.rule';

describe('keywordStuffingRule', () => {
  it('flags the same word pair repeated', () => {
    const text =
      'Best biryani Dallas. Indian catering Dallas, best biryani Dallas, best biryani near me, best biryani delivery, best biryani order online';
    expect(keywordStuffingRule(text)).toEqual([
      { weight: WEIGHT.junk, flag: 'Repeats the same words over and over ("best biryani" 5 times)' },
    ]);
  });

  it('flags one word making up much of a longer text', () => {
    const text =
      'loans cheap loans fast loans easy loans personal loans student loans car loans home loans quick loans approval today apply online now ' +
      'instant loans same day loans wedding loans travel loans gold loans business loans';
    expect(keywordStuffingRule(text)[0].flag).toBe('Repeats the same words over and over ("loans" 15 times)');
  });

  it('does not count a word repeated in a short text', () => {
    expect(
      keywordStuffingRule(
        'Arizona Yoga Sangha. Free community yoga in parks across Phoenix, teacher trainings and International Day of Yoga celebrations.',
      ),
    ).toEqual([]);
  });

  it.each([
    'Celebrate Diwali with diyas, rangoli, a cultural program by local dance schools, food stalls and a fireworks show at 8 PM. Family friendly; parking shuttles from the community college.',
    'Sri Venkateswara Kalyanam at the temple. Devotees may sponsor the Kalyanam; Sri Venkateswara Swamy blesses all. Prasadam follows the Kalyanam.',
    'Garba night! Garba for kids at 6, garba for adults at 8, dandiya at 10. Garba sticks on sale at the door.',
  ])('accepts genuine descriptions', (text) => {
    expect(keywordStuffingRule(text)).toEqual([]);
  });

  it.each([
    // Opening hours: "11am-2pm" four times (words with digits are never keywords).
    'Temple hours: Monday 11am-2pm and 5pm-8pm, Tuesday 11am-2pm and 5pm-8pm, Wednesday 11am-2pm, Thursday 11am-2pm. Closed Fridays.',
    // A letterhead: the organization's name at the top, in the body, in the signature and the footer.
    'Gujarati Samaj of Houston presents Sharad Purnima Raas. Members of Gujarati Samaj of Houston enter free. Regards, Board of Gujarati Samaj of Houston. © 2026 Gujarati Samaj of Houston, 10000 Gujarati Samaj Dr.',
    // A line-up: the same title before each performer.
    'Featuring Pandit Rajan Mishra (vocal), Pandit Sajan Mishra (vocal), Pandit Kumar Bose (tabla) and Pandit Anindo Chatterjee (tabla), with Pandit Ramesh Mishra on sarangi.',
  ])('accepts what scraped pages repeat for good reasons: %s', (text) => {
    expect(keywordStuffingRule(text)).toEqual([]);
  });

  it('still flags a name-cased pair repeated past the line a letterhead reaches', () => {
    const text = Array.from({ length: 8 }, (_, i) => `Best Biryani Dallas ${['Irving', 'Plano', 'Frisco', 'Allen'][i % 4]}`).join(', ');
    expect(keywordStuffingRule(text)[0].flag).toMatch(/^Repeats the same words over and over \("best biryani" 8 times\)$/);
  });
});
