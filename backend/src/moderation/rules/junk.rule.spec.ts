import { isKeyboardMash, junkRule } from './junk.rule';

describe('junkRule', () => {
  it.each(['test', 'Test Event 123', 'asdf', 'Untitled', 'xxx', 'None'])('flags placeholder title %p', (title) => {
    expect(junkRule(title, '')[0].flag).toMatch(/^Title looks like placeholder text/);
  });

  it('flags keyboard mashing', () => {
    expect(junkRule('sdfghjkl party', '')[0].flag).toBe('Title looks like keyboard mashing ("sdfghjkl party")');
    expect(junkRule('Meetup', 'qwertyuiop asdfasdf zxcvbnm')[0].flag).toBe('Description looks like keyboard mashing');
  });

  it.each(['N.A', 'AA', 'N.A.M.I.', 'S.V.T'])('reads an initialism as a title, not junk: %p', (title) => {
    expect(junkRule(title, '')).toEqual([]);
  });

  it.each(['xx', 'a.', '1 2 3', 'N/A', 'n/a'])('still flags a title of almost no letters that is no initialism: %p', (title) => {
    expect(junkRule(title, '')[0].flag).toMatch(/^Title has almost no letters/);
  });

  it('flags titles with almost no letters', () => {
    expect(junkRule('$$ 💰💰 !!', '')[0].flag).toMatch(/^Title has almost no letters/);
  });

  it('names organizations by Name', () => {
    expect(junkRule('asdf', '', 'Name')[0].flag).toBe('Name looks like placeholder text ("asdf")');
  });

  it.each([
    ['Kshetra Pooja and Lakshmi Sahasranamam', 'Sachchidananda Swamiji visits Thiruchchirappalli devotees in Dakshinamurthy hall'],
    ['Holi', 'Rhythm and strengths: a Bhangra workshop'],
    ['Sankranti Sambaralu', 'Telugu families celebrate with bhogi mantalu and muggulu'],
  ])('accepts real words %p', (title, description) => {
    expect(junkRule(title, description)).toEqual([]);
  });

  it('detects mashing word by word', () => {
    expect(isKeyboardMash('asdfgh')).toBe(true);
    expect(isKeyboardMash('bhangra')).toBe(false);
    expect(isKeyboardMash('rhythm')).toBe(false);
  });
});
