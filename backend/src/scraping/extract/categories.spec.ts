import { inferCategory } from './categories';

describe('category inference (docs/scraping.md)', () => {
  it.each([
    ['Diwali Lakshmi Puja', 'Religious Festivals'],
    ['Diwali', 'Religious Festivals'],
    ['Navratri Garba Night', 'Cultural Events'],
    ['Holi Festival of Colors', 'Cultural Events'],
    ['Ganesh Chaturthi Celebrations at the Temple', 'Religious Festivals'],
    ['Maha Shivaratri Abhishekam', 'Religious Festivals'],
    ['Eid ul-Fitr Prayers', 'Religious Festivals'],
    ['Satyanarayan Katha', 'Religious Festivals'],
    ['DFW Cricket League Finals', 'Sports'],
    ['Badminton Tournament', 'Sports'],
    ['Bollywood Dance Workshop', 'Workshop'],
    ['Yoga in the Park', 'Workshop'],
    ['College Admissions Seminar', 'Educational'],
    ['Carnatic Vocal Recital', 'Cultural Events'],
    ['Bharatanatyam Arangetram', 'Cultural Events'],
    ['Bollywood Night with DJ', 'Entertainment'],
    ['Stand-up Comedy Show', 'Entertainment'],
    ['Diwali Bazaar', 'Religious Festivals'],
    ['India Day Expo and Bazaar', 'Exhibitions & Shopping'],
    ['Independence Day Parade', 'Cultural Events'],
    ['Community Potluck', 'Community Meetups'],
    ['Board Meeting', 'Community Meetups'],
  ])('%s → %s', (title, category) => expect(inferCategory(title, null)).toBe(category));

  it('looks at the description when the title says nothing', () => {
    expect(inferCategory('Saturday at the park', 'A friendly cricket match for all ages')).toBe('Sports');
    expect(inferCategory('Evening program', 'Aarti and bhajans followed by prasad')).toBe('Religious Festivals');
  });

  it('uses schema.org types and feed categories only when the words say nothing', () => {
    expect(inferCategory('Elysian Fields', null, ['MusicEvent'])).toBe('Entertainment');
    expect(inferCategory('Elysian Fields', null, ['SportsEvent'])).toBe('Sports');
    expect(inferCategory('Spring Gala Concert', null, ['SportsEvent'])).toBe('Entertainment');
    expect(inferCategory('Something', null, ['Event'])).toBe('Community Meetups');
  });
});
