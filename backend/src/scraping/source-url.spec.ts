import { canonicalSourceUrl, sourceUrlKey } from './source-url';

describe('canonicalSourceUrl (the address stored and fetched)', () => {
  it.each([
    ['https://temple.example.org/events', 'https://temple.example.org/events'],
    ['https://temple.example.org/events/', 'https://temple.example.org/events/'],
    ['https://temple.example.org/events#top', 'https://temple.example.org/events'],
    ['HTTPS://Temple.Example.ORG/events', 'https://temple.example.org/events'],
    ['https://temple.example.org:443/events', 'https://temple.example.org/events'],
    ['http://temple.example.org:80/events', 'http://temple.example.org/events'],
    ['https://temple.example.org./events', 'https://temple.example.org/events'],
    ['https://temple.example.org/events?utm_source=fb&utm_medium=social', 'https://temple.example.org/events'],
    ['https://temple.example.org/events/?fbclid=abc#calendar', 'https://temple.example.org/events/'],
    ['https://temple.example.org/events?ical=1&utm_campaign=x', 'https://temple.example.org/events?ical=1'],
    ['webcal://temple.example.org/cal.ics', 'https://temple.example.org/cal.ics'],
    ['  https://temple.example.org/  ', 'https://temple.example.org/'],
  ])('%s → %s', (raw, want) => expect(canonicalSourceUrl(raw)).toBe(want));

  it('keeps the path case and the parameters that choose the page', () => {
    expect(canonicalSourceUrl('https://x.org/Events?cat=Garba&page=2')).toBe('https://x.org/Events?cat=Garba&page=2');
  });
});

describe('sourceUrlKey (what addresses are compared by)', () => {
  it.each([
    ['https://temple.example.org/events/', 'https://temple.example.org/events'],
    ['https://temple.example.org/events//?fbclid=abc#calendar', 'https://temple.example.org/events'],
    ['https://temple.example.org/', 'https://temple.example.org/'],
    ['https://temple.example.org/events/?page=2', 'https://temple.example.org/events?page=2'],
  ])('%s → %s', (raw, want) => expect(sourceUrlKey(raw)).toBe(want));
});
