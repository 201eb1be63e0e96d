import { clusterSocketDir, embeddedSharedBuffers, StartupError } from './embedded-postgres';

describe('embeddedSharedBuffers', () => {
  const GB = 2 ** 30;
  it('takes a quarter of the machine memory, between 128 MB and 1 GB', () => {
    expect(embeddedSharedBuffers({}, 24 * GB)).toBe('1024MB');
    expect(embeddedSharedBuffers({}, 2 * GB)).toBe('512MB');
    expect(embeddedSharedBuffers({}, 256 * 2 ** 20)).toBe('128MB');
  });
  it('takes PG_SHARED_BUFFERS when set, and refuses a value PostgreSQL would not read as a size', () => {
    expect(embeddedSharedBuffers({ PG_SHARED_BUFFERS: ' 256MB ' }, 24 * GB)).toBe('256MB');
    expect(embeddedSharedBuffers({ PG_SHARED_BUFFERS: '2GB' }, 24 * GB)).toBe('2GB');
    for (const bad of ['lots', '256', '0MB', '1 GB', '256MB; fsync=off']) {
      expect(() => embeddedSharedBuffers({ PG_SHARED_BUFFERS: bad }, 24 * GB)).toThrow(StartupError);
    }
  });
});

describe('clusterSocketDir', () => {
  it("puts the Unix socket in the cluster's directory when its path fits the system's limit", () => {
    expect(clusterSocketDir('/work/app/.data/pg', 5432)).toBe('/work/app/.data/pg');
    expect(clusterSocketDir('/tmp/sangam-test-pg-AbC123/pg', 41999)).toBe('/tmp/sangam-test-pg-AbC123/pg');
  });
  it('leaves the socket out (TCP only) for a path too long for a socket, or with spaces or commas', () => {
    expect(clusterSocketDir('/' + 'd'.repeat(90) + '/pg', 5432)).toBeNull();
    expect(clusterSocketDir('/home/me/My Events/pg', 5432)).toBeNull();
    expect(clusterSocketDir('/srv/a,b/pg', 5432)).toBeNull();
  });
});
