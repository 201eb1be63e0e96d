import { communityColumns, eventFestival, languagesChoiceError, organizationLanguages, unknownValueMessage } from './community-columns';

const text = (title: string, description: string | null = null, organizationName: string | null = null) => ({
  title,
  description,
  organizationName,
});

describe('communityColumns: chosen fields kept, the others inferred from the current text', () => {
  it('infers all three for a new event, a festival day counting as its festival', () => {
    expect(communityColumns(text('Lakshmi Puja', 'Kids welcome; free parking', 'Telugu Association'))).toEqual({
      festival: 'diwali',
      languages: ['te'],
      tags: ['kids-family', 'free-parking'],
      chosen: [],
    });
  });

  it('keeps a chosen field through text changes, re-infers the rest, and gives a field back on auto/null', () => {
    const first = communityColumns(text('Cultural evening'), { festival: 'navratri', tags: ['seniors'] });
    expect(first).toEqual({ festival: 'navratri', languages: ['all'], tags: ['seniors'], chosen: ['festival', 'tags'] });
    const edited = communityColumns(text('Holi with kids'), {}, first);
    expect(edited).toEqual({ festival: 'navratri', languages: ['all'], tags: ['seniors'], chosen: ['festival', 'tags'] });
    expect(communityColumns(text('Holi with kids'), { festival: 'auto', tags: null }, first)).toEqual({
      festival: 'holi',
      languages: ['all'],
      tags: ['kids-family'],
      chosen: [],
    });
  });

  it('a value equal to the stored one does not make an inferred field chosen (forms send every field back)', () => {
    const inferred = communityColumns(text('Diwali Mela'));
    expect(communityColumns(text('Diwali Mela'), { festival: 'diwali', languages: inferred.languages, tags: [] }, inferred).chosen).toEqual(
      [],
    );
    expect(communityColumns(text('Diwali Mela'), { festival: null }, inferred)).toMatchObject({ festival: null, chosen: ['festival'] });
  });

  it("an organization's chosen languages stand in when the event names no community", () => {
    expect(communityColumns({ ...text('Annual picnic'), organizationLanguages: ['ta'] }).languages).toEqual(['ta']);
    expect(communityColumns({ ...text('Garba night'), organizationLanguages: ['ta'] }).languages).toEqual(['gu']);
    expect(organizationLanguages('Kerala Association', null)).toEqual(['ml']);
    expect(organizationLanguages('Kerala Association', ['ta'])).toEqual(['ta']);
  });
});

describe('the messages of a choice of festival, languages or tags', () => {
  it.each([
    [unknownValueMessage('festival', 'halloween'), /^Unknown festival 'halloween'\. Known festivals: diwali, navratri, /],
    [unknownValueMessage('festival', 'dhanteras'), /^Unknown festival 'dhanteras'/],
    [languagesChoiceError(['xx']), /^Unknown language 'xx'\. Known languages: te, ta, .*, all$/],
    [languagesChoiceError(['all', 'te']), /^languages must be 1 to 3/],
    [languagesChoiceError(['te', 'ta', 'kn', 'ml']), /^languages must be 1 to 3/],
    [unknownValueMessage('tag', 'pets'), /^Unknown tag 'pets'\. Known tags: kids-family, /],
  ])('%s', (message, pattern) => {
    expect(message).toMatch(pattern);
  });

  it('accepts known values', () => {
    expect(unknownValueMessage('festival', 'diwali')).toBeNull();
    expect(languagesChoiceError(['all'])).toBeNull();
    expect(unknownValueMessage('tag', 'kids-family')).toBeNull();
    expect(eventFestival('holika-dahan')).toBe('holi');
  });
});
