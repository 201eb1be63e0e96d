import { FetchError } from '../http/guarded-http-client';
import { fetchFailure, NOT_AN_ADDRESS, NOT_HTTP } from './discovery-messages';
import { CrawlError } from './site-crawler';

const sys = (code: string) => Object.assign(new Error(`getaddrinfo ${code}`), { code });
/** What the crawler throws when the first page fails: the fetch error inside a CrawlError. */
const crawl = (e: FetchError) => new CrawlError(e.message, { cause: e });
/** The guarded client's robots.txt check failing before the page itself is asked for. */
const viaRobots = (e: FetchError) =>
  crawl(new FetchError('network', `${e.message} (while reading robots.txt)`, 'https://ganeshmandir.org/robots.txt', undefined, e));

describe('discovery failures in plain words', () => {
  const site = 'https://ganeshmandir.org/';

  it.each<[string, unknown, string]>([
    [
      'a name no DNS knows (ENOTFOUND, while reading robots.txt)',
      viaRobots(new FetchError('network', 'Cannot resolve ganeshmandir.org (ENOTFOUND)', site, undefined, sys('ENOTFOUND'))),
      "We couldn't reach ganeshmandir.org (no such site)",
    ],
    [
      'DNS not answering',
      viaRobots(new FetchError('network', 'Cannot resolve ganeshmandir.org (EAI_AGAIN)', site, undefined, sys('EAI_AGAIN'))),
      "We couldn't reach ganeshmandir.org (its address could not be looked up; try again later)",
    ],
    [
      'nothing listening',
      viaRobots(new FetchError('network', 'Could not fetch x (ECONNREFUSED)', site, undefined, sys('ECONNREFUSED'))),
      "We couldn't reach ganeshmandir.org (nothing answered there)",
    ],
    [
      'a bad certificate',
      crawl(new FetchError('network', 'Could not fetch x (CERT_HAS_EXPIRED)', site, undefined, sys('CERT_HAS_EXPIRED'))),
      "We couldn't connect safely to ganeshmandir.org (its security certificate is not valid)",
    ],
    [
      'a connection reset',
      crawl(new FetchError('network', 'Could not fetch x (ECONNRESET)', site, undefined, sys('ECONNRESET'))),
      "We couldn't read ganeshmandir.org (it closed the connection)",
    ],
    [
      'no answer in time',
      crawl(new FetchError('timeout', 'No response headers within 10 s', site)),
      "We couldn't reach ganeshmandir.org (it took too long to answer)",
    ],
    [
      'the site time limit',
      crawl(new FetchError('aborted', `Cancelled: ${site}`, site)),
      'Reading ganeshmandir.org took too long; try the address of its events or contact page instead',
    ],
    [
      'a missing home page',
      crawl(new FetchError('http', `HTTP 404 from ${site}`, site, 404)),
      'ganeshmandir.org has no home page (page not found, HTTP 404)',
    ],
    [
      'a missing page',
      crawl(new FetchError('http', 'HTTP 404', 'https://ganeshmandir.org/events/', 404)),
      'ganeshmandir.org has no page at /events/ (page not found, HTTP 404)',
    ],
    [
      'access denied',
      crawl(new FetchError('http', 'HTTP 403', site, 403)),
      'ganeshmandir.org does not let us read its home page (access denied, HTTP 403)',
    ],
    [
      'a server error',
      crawl(new FetchError('http', 'HTTP 503', site, 503)),
      'ganeshmandir.org had an error showing its home page (HTTP 503); try again later',
    ],
    [
      'robots.txt says no',
      crawl(new FetchError('robots', 'robots.txt of ganeshmandir.org does not allow SangamBot to fetch /', site)),
      "ganeshmandir.org asks robots not to read / (its robots.txt), so we didn't",
    ],
    [
      'a private address',
      crawl(new FetchError('refused', 'Refused to fetch ganeshmandir.org: it resolves to a private or reserved address (10.0.0.1)', site)),
      'ganeshmandir.org is a private or local network address, which Sangam does not read',
    ],
    [
      'too many redirects',
      crawl(new FetchError('too_many_redirects', 'More than 5 redirects', site)),
      'ganeshmandir.org sends visitors from page to page too many times (more than 5 redirects)',
    ],
    [
      'a file that is not a web page',
      new CrawlError(`${site}flyer.pdf is not a web page (it is a PDF file)`),
      `${site}flyer.pdf is not a web page (it is a PDF file)`,
    ],
    ['anything else', new Error('boom'), "We couldn't read ganeshmandir.org"],
  ])('%s', (_, error, message) => {
    expect(fetchFailure(site, error)).toBe(message);
  });

  it('names the host with its port (a local test server) and never shows system codes', () => {
    const e = viaRobots(
      new FetchError(
        'network',
        'Could not fetch http://127.0.0.1:9/ (ECONNREFUSED)',
        'http://127.0.0.1:9/',
        undefined,
        sys('ECONNREFUSED'),
      ),
    );
    const message = fetchFailure('http://127.0.0.1:9/', e);
    expect(message).toBe("We couldn't reach 127.0.0.1:9 (nothing answered there)");
    expect(message).not.toMatch(/ECONN|robots/);
  });

  it('says why a typed line is not an address', () => {
    expect(NOT_AN_ADDRESS('not a website')).toBe('"not a website" is not a web address');
    expect(NOT_HTTP('ftp://example.org/')).toBe(
      'ftp://example.org/ is not a website address (only http:// and https:// sites can be read)',
    );
    expect(NOT_AN_ADDRESS('x'.repeat(200))).toHaveLength(80 + '"" is not a web address'.length);
  });
});
