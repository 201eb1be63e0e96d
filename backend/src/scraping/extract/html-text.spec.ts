import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('turns blocks and <br> into line breaks, drops scripts, decodes entities (also double-escaped ones)', () => {
    expect(htmlToText('<p>Diwali &amp; Garba</p><p>7 PM<br>Hall A</p><script>x()</script>&amp;#039;s')).toBe(
      "Diwali & Garba\n\n7 PM\nHall A\n's",
    );
  });

  it('keeps text after a stray closing tag', () => {
    expect(htmlToText('Doors open</div> at 6 PM')).toBe('Doors open at 6 PM');
  });

  it('a description of 50,000 paragraphs is read in linear time (it took 26 s: quadratic)', () => {
    const t = performance.now();
    const text = htmlToText('<p>Prasad</p>'.repeat(50_000));
    expect(performance.now() - t).toBeLessThan(5_000);
    expect(text.startsWith('Prasad\n\nPrasad')).toBe(true);
  });

  it('reads double-escaped markup as markup, not as text holding tags; a bare "<" in prose stays', () => {
    expect(
      htmlToText('&lt;p&gt;Join us for &lt;strong&gt;Garba&lt;/strong&gt; night.&lt;/p&gt;&lt;p&gt;Friends &amp;amp; family.&lt;/p&gt;'),
    ).toBe('Join us for Garba night.\n\nFriends & family.');
    expect(htmlToText('&lt;p&gt;Raas garba &lt;strong&gt;tonight&lt;/strong&gt;&lt;/p&gt;')).toBe('Raas garba tonight');
    expect(htmlToText('&amp;lt;p&amp;gt;Escaped twice&amp;lt;/p&amp;gt;')).toBe('Escaped twice');
    expect(htmlToText('Ages 5 &lt; 12 only, &lt;3')).toBe('Ages 5 < 12 only, <3');
  });
});
