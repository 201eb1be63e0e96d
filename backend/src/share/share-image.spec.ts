import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { fontsFor, renderShareCard, shareCardTree } from './share-image';

const card = (title: string) => ({
  title,
  date: '2030-10-20',
  startTime: '6:00 PM',
  venue: 'Community Hall',
  city: 'Irving',
  state: 'TX',
  category: 'Cultural Events',
  organization: 'Telugu Association',
  productName: 'Sangam',
});

/** The title alone, drawn with the given fonts, as RGBA pixels (600×120). */
async function titlePixels(title: string, fonts: ReturnType<typeof fontsFor>): Promise<Buffer> {
  const svg = await satori(
    {
      type: 'div',
      props: { style: { display: 'flex', fontSize: 64, fontFamily: 'Inter', color: '#000', background: '#fff' }, children: title },
    } as unknown as Parameters<typeof satori>[0],
    { width: 600, height: 120, fonts },
  );
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels);
}
const inked = (px: Buffer) => {
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i] < 128) n++;
  return n;
};

describe('share card fonts', () => {
  it('loads a script font only when a text needs it', () => {
    const names = (texts: string[]) => [...new Set(fontsFor(texts).map((f) => f.name))];
    expect(names(['Diwali Mela', 'Irving'])).toEqual(['Inter']);
    expect(names(['దీపావళి సంబరాలు'])).toEqual(['Inter', 'Noto Sans telugu']);
    expect(names(['தீபாவளி', 'दिवाली मेला', 'ਦੀਵਾਲੀ'])).toEqual(['Inter', 'Noto Sans devanagari', 'Noto Sans gurmukhi', 'Noto Sans tamil']);
    expect(names(['দীপাবলি', 'દિવાળી', 'ದೀಪಾವಳಿ', 'ദീപാവലി', 'ଦୀପାବଳି', 'مشاعرہ'])).toHaveLength(7);
  });

  it.each([
    ['Telugu', 'దీపావళి'],
    ['Devanagari', 'दिवाली'],
    ['Tamil', 'தீபாவளி'],
    ['Bengali', 'দীপাবলি'],
    ['Gujarati', 'દિવાળી'],
    ['Gurmukhi', 'ਦੀਵਾਲੀ'],
    ['Kannada', 'ದೀಪಾವಳಿ'],
    ['Malayalam', 'ദീപാവലി'],
  ])('draws %s glyphs (without the script font every letter is the same missing-glyph box)', async (_script, word) => {
    // Two different letters of the script, three of each.
    const [a, b] = [...new Set([...word].filter((ch) => /\p{L}/u.test(ch)))].map((ch) => ch.repeat(3));
    const latinOnly = fontsFor(['Diwali']);
    const [tofuA, tofuB, withA, withB, whole] = await Promise.all([
      titlePixels(a, latinOnly),
      titlePixels(b, latinOnly),
      titlePixels(a, fontsFor([a])),
      titlePixels(b, fontsFor([b])),
      titlePixels(word, fontsFor([word])),
    ]);
    expect(tofuA.equals(tofuB)).toBe(true);
    expect(withA.equals(withB)).toBe(false);
    expect(withA.equals(tofuA)).toBe(false);
    expect(inked(whole)).toBeGreaterThan(500);
  });

  it('renders a Telugu title card to PNG', async () => {
    const png = await renderShareCard(card('దీపావళి సంబరాలు — Deepavali'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(shareCardTree(card('x')).props.style?.fontFamily).toBe('Inter');
  });
});
