import { detectFestival, festivalMentions } from './detect-festival';
import { festivalSynonymGroups } from './festival-synonyms';

describe('detectFestival', () => {
  it.each([
    ['Diwali Mela 2026', null, 'diwali'],
    ['Deepavali Sandhya', null, 'diwali'],
    ['DEEPĀVALI celebrations!', null, 'diwali'],
    ['Dīwālī Dhamaka', null, 'diwali'],
    ['Deepawali Milan', null, 'diwali'],
    ['దీపావళి వేడుకలు', null, 'diwali'],
    ['Dev Deepawali on the river', null, 'kartik-purnima'],
    ['Diwali Lakshmi Puja at the temple', null, 'lakshmi-puja'],
    ['Navaratri Golu display', null, 'navratri'],
    ['Navarathri Utsavam', null, 'navratri'],
    ['Chaitra Navratri havan', null, 'chaitra-navratri'],
    ['Garba Night', null, 'navratri'],
    ['Garba Night', 'Celebrate Sharad Navratri with nine nights of dance', 'navratri'],
    ['Sarbojanin Pujo 2026', null, 'durga-puja'],
    ['Durga-Puja', null, 'durga-puja'],
    ['DurgaPuja Festival', null, 'durga-puja'],
    ['Vinayaka Chavithi Pooja', null, 'ganesh-chaturthi'],
    ['Ganeshotsav', null, 'ganesh-chaturthi'],
    ['Gokulashtami Utsav', null, 'janmashtami'],
    ['Gudi Padwa Sohala', null, 'ugadi'],
    ['Ugadi Sambaralu', null, 'ugadi'],
    ['Thai Pongal Vizha', null, 'pongal'],
    ['Uttarayan Kite Festival', null, 'makar-sankranti'],
    ['Lohri Di Raat', null, 'lohri'],
    ['Onam Sadhya', null, 'onam'],
    ['Baisakhi Mela', null, 'vaisakhi'],
    ['Eid-ul-Fitr Prayer', null, 'eid-al-fitr'],
    ['Bakrid Get Together', null, 'eid-al-adha'],
    ['Rakhi making workshop', null, 'raksha-bandhan'],
    ['Karwa Chauth Mehndi Night', null, 'karva-chauth'],
    ['Chhath Puja at the lake', null, 'chhath'],
    ['Guru Nanak Gurpurab Kirtan', null, 'guru-nanak-jayanti'],
    ['Mahashivratri Jagaran', null, 'maha-shivaratri'],
    ['Sri Rama Navami Kalyanam', null, 'ram-navami'],
    ['Festival of Chariots', null, 'rath-yatra'],
    ['Holi Hai! Festival of Colors', null, 'holi'],
    ['Bohag Bihu Utsav', null, 'bihu'],
    ['Vishu Kani & lunch', null, 'vishu'],
    ['Tamil New Year Puthandu', null, 'puthandu'],
    ['Saraswati Pujo', null, 'vasant-panchami'],
    ['India Day Parade', null, 'india-independence-day'],
    ['Community potluck', 'Bring a dish to share. Diwali is coming!', 'diwali'],
    ['Holi party', 'Diwali photos from last year are on our site', 'holi'],
  ])('%s / %s → %s', (title, description, expected) => {
    expect(detectFestival(title, description)).toBe(expected);
  });

  it.each([
    ['Summer Holiday Picnic', null],
    ['Independence Day BBQ', 'Fourth of July fireworks'],
    ['Yoga in the park', 'Bring your mat'],
    ['Vishnu Sahasranama chanting', null],
    ['Eid Mubarak potluck', null],
    ['', ''],
  ])('finds no festival in %s / %s', (title, description) => {
    expect(detectFestival(title, description)).toBeNull();
  });

  it('prefers a name in the description to a mere cue in the title', () => {
    expect(detectFestival('Dandiya Raas', 'A Durga Puja evening of dance')).toBe('durga-puja');
  });

  it('looks only at the first 20,000 characters of a description and handles a huge one quickly', () => {
    const filler = 'lorem ipsum '.repeat(200_000);
    expect(detectFestival('Annual gala', `${filler} Diwali`)).toBeNull();
    expect(detectFestival('Annual gala', `Diwali ${filler}`)).toBe('diwali');
  });

  it('reports the communities of the spelling used', () => {
    expect(festivalMentions('Gudi Padwa', null)[0]).toMatchObject({ slug: 'ugadi', languages: ['mr'], field: 'title' });
    expect(festivalMentions('Ugadi', null)[0]).toMatchObject({ slug: 'ugadi', languages: ['te', 'kn'] });
  });
});

describe('festivalSynonymGroups', () => {
  it('gives search one group per festival, in lower-case Latin letters', () => {
    const groups = festivalSynonymGroups();
    const diwali = groups.find((g) => g.slug === 'diwali')!;
    expect(diwali.terms).toEqual(expect.arrayContaining(['diwali', 'deepavali', 'deepawali', 'divali']));
    expect(groups.find((g) => g.slug === 'navratri')!.terms).toEqual(expect.arrayContaining(['navratri', 'navaratri', 'navarathri']));
    expect(groups.find((g) => g.slug === 'durga-puja')!.terms).toEqual(expect.arrayContaining(['durga puja', 'pujo']));
    expect(groups.find((g) => g.slug === 'janmashtami')!.terms).toContain('gokulashtami');
    for (const g of groups) {
      expect(g.terms.length).toBeGreaterThan(0);
      for (const t of g.terms) expect(t).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
      expect(new Set(g.terms).size).toBe(g.terms.length);
    }
    // Cues are not synonyms: 'garba' is not 'navratri'.
    expect(groups.flatMap((g) => g.terms)).not.toContain('garba');
  });
});
