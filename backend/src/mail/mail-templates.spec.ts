import { mailTemplates } from './mail-templates';

const ctx = { product: 'Sangam', publicUrl: 'https://sangam.example.org' };
const followLinks = {
  unsubscribeUrl: 'https://sangam.example.org/api/follows/unsubscribe?token=u.x',
  unsubscribePageUrl: 'https://sangam.example.org/follows/unsubscribe?token=u.x',
  manageUrl: 'https://sangam.example.org/follows/manage?token=m.x',
};

describe('mail templates', () => {
  const all = {
    welcome: mailTemplates.welcome(ctx, { organizationName: 'Ganesh Mandir' }),
    organizationApproved: mailTemplates.organizationApproved(ctx, { organizationName: 'Ganesh Mandir' }),
    organizationRejected: mailTemplates.organizationRejected(ctx, { organizationName: 'Ganesh Mandir', reason: 'No website' }),
    eventHeldForReview: mailTemplates.eventHeldForReview(ctx, {
      organizationName: 'Ganesh Mandir',
      eventTitle: 'Diwali Mela',
      eventDate: 'Sat, Nov 8, 2025',
      organizationApproved: true,
    }),
    eventApproved: mailTemplates.eventApproved(ctx, { organizationName: 'Ganesh Mandir', eventTitle: 'Diwali Mela', eventId: 'abc' }),
    eventRejected: mailTemplates.eventRejected(ctx, {
      organizationName: 'Ganesh Mandir',
      eventTitle: 'Diwali Mela',
      eventDate: 'Sat, Nov 8, 2025',
      reason: 'Duplicate',
    }),
    passwordReset: mailTemplates.passwordReset(ctx, { organizationName: 'Ganesh Mandir', token: 'tok_123' }),
    contactMessage: mailTemplates.contactMessage(ctx, { name: 'Priya', email: 'p@example.com', subject: 'Hi', message: 'Hello' }),
    followConfirmation: mailTemplates.followConfirmation(ctx, {
      followName: 'events in Dallas–Fort Worth',
      confirmUrl: 'https://sangam.example.org/follows/confirm?token=c.x',
      validDays: 7,
    }),
    followDigest: mailTemplates.followDigest(ctx, {
      heading: 'This weekend: 14 events in Dallas–Fort Worth',
      events: [{ id: 'e1', title: 'Garba Night', when: 'Sat, Nov 28 · 6:00 PM', where: 'Irving, TX' }],
      more: 13,
      listingUrl: 'https://sangam.example.org/?metro=dallas-fort-worth&when=weekend',
      ...followLinks,
    }),
    followUpcoming: mailTemplates.followUpcoming(ctx, {
      followName: 'Telugu events within 25 miles of 08817 (Edison, NJ)',
      events: [{ id: 'e3', title: 'Ugadi Utsav', when: 'Sat, Mar 20 · 5:00 PM', where: 'Edison, NJ' }],
      more: 0,
      listingUrl: 'https://sangam.example.org/?zip=08817&radius=25',
      ...followLinks,
    }),
    followNotice: mailTemplates.followNotice(ctx, {
      organizationName: 'Ganesh Mandir',
      events: [{ id: 'e2', title: 'Diwali Mela', when: 'Sat, Nov 8 · 5:00 PM', where: 'Plano, TX' }],
      ...followLinks,
    }),
  };

  it.each(Object.entries(all))('%s has a subject, a plain-text and an HTML body, with the product name', (_, mail) => {
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text).toContain('Sangam');
    expect(mail.html).toContain('<!doctype html>');
    expect(mail.html).toContain('Sangam');
    // Every link of the text is in the HTML too.
    for (const link of mail.text.match(/https:\/\/\S+/g) ?? []) expect(mail.html.replace(/&amp;/g, '&')).toContain(link.replace(/\/$/, ''));
  });

  it('links are built from the public URL', () => {
    expect(all.passwordReset.text).toContain('https://sangam.example.org/org/reset-password?token=tok_123');
    expect(all.eventApproved.text).toContain('https://sangam.example.org/event/abc');
    expect(all.organizationRejected.text).toContain('Reason: No website');
    expect(all.followDigest.subject).toBe('This weekend: 14 events in Dallas–Fort Worth');
    expect(all.followDigest.text).toContain('Garba Night — Sat, Nov 28 · 6:00 PM · Irving, TX: https://sangam.example.org/event/e1');
    expect(all.followDigest.text).toContain('…and 13 more.');
    expect(all.followNotice.subject).toBe('New from Ganesh Mandir: Diwali Mela');
    expect(all.followUpcoming.text).toContain(
      'Nothing new near you this weekend; here is what is coming up: Telugu events within 25 miles of 08817 (Edison, NJ).',
    );
    for (const m of [all.followDigest, all.followUpcoming, all.followNotice]) {
      expect(m.text).toContain('Unsubscribe: https://sangam.example.org/follows/unsubscribe?token=u.x');
      expect(m.text).toContain('Manage what you follow: https://sangam.example.org/follows/manage?token=m.x');
    }
  });

  it('escapes what people typed in the HTML and keeps subjects on one line', () => {
    const m = mailTemplates.contactMessage(ctx, {
      name: '<script>alert(1)</script>',
      email: 'x@example.com',
      subject: 'Line one\r\nBcc: victim@example.com',
      message: '<img src=x onerror=alert(1)>',
    });
    expect(m.html).not.toMatch(/<script>|<img/);
    expect(m.html).toContain('&lt;script&gt;');
    expect(m.subject).toBe('New contact message: Line one Bcc: victim@example.com');
  });
});
