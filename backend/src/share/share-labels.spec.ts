import { DateTime } from 'luxon';
import { categoryColour, cut } from './event-labels';
import { nextDays, thisWeekend } from './share-scope';
import { whatsappText } from './whatsapp-text';

describe('share labels', () => {
  it('cuts text at a word with an ellipsis; colours per category with a default', () => {
    expect(cut('Diwali Mela with fireworks and food', 20)).toBe('Diwali Mela with…');
    expect(cut('short', 20)).toBe('short');
    expect(categoryColour('Sports')).toBe('#15803d');
    expect(categoryColour('toString')).toBe('#b4431a');
  });

  it('this weekend: Friday to Sunday before it, today to Sunday during it', () => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'America/Chicago' });
    expect(thisWeekend('America/Chicago', at('2026-11-25T12:00'))).toEqual({ from: '2026-11-27', to: '2026-11-29' }); // Wednesday
    expect(thisWeekend('America/Chicago', at('2026-11-28T12:00'))).toEqual({ from: '2026-11-28', to: '2026-11-29' }); // Saturday
    expect(thisWeekend('America/Chicago', at('2026-11-29T23:00'))).toEqual({ from: '2026-11-29', to: '2026-11-29' }); // Sunday
    // 11 PM Sunday in Chicago is Monday in UTC: the metro's own day counts.
    expect(thisWeekend('America/Chicago', DateTime.fromISO('2026-11-30T04:30Z'))).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    expect(nextDays('America/New_York', 30, at('2026-11-25T12:00'))).toEqual({ from: '2026-11-25', to: '2026-12-25' });
  });

  it('WhatsApp text: formatting characters of titles cannot break the bold; more than 20 events are counted', () => {
    const ev = (i: number) => ({
      id: `id-${i}`,
      title: i === 0 ? '*Bold_ ~strike~ `code`' : `Event ${i}`,
      description: null,
      category: 'Sports',
      date: '2026-11-28',
      endDate: null,
      startTime: '',
      endTime: null,
      venue: 'Hall',
      city: 'Plano',
      state: 'TX',
      organizationId: null,
      organizationName: null,
      festival: null,
      languages: [],
    });
    const text = whatsappText({
      heading: 'This weekend in *DFW*',
      from: '2026-11-27',
      to: '2026-11-29',
      events: Array.from({ length: 23 }, (_, i) => ev(i)),
      eventUrl: (id) => `https://s.example/event/${id}`,
      moreUrl: 'https://s.example/?metro=dfw',
      productName: 'Sangam',
    });
    expect(text.startsWith('*This weekend in DFW* (Fri, Nov 27 – Sun, Nov 29)\n')).toBe(true);
    expect(text).toContain('*Bold strike code*\nSat, Nov 28\nHall, Plano\nhttps://s.example/event/id-0\n');
    expect(text).toContain('Event 19');
    expect(text).not.toContain('Event 20');
    expect(text.endsWith('3 more on Sangam: https://s.example/?metro=dfw')).toBe(true);
  });
});
