/**
 * The test harness the web apps' browser tests share (package entry `@sangam/backend/testing`):
 * Chromium, the built product on a fresh database of the test cluster, its admin, the scraping
 * fixture sites and an SMTP server that keeps what it receives. The cluster itself is started by
 * `@sangam/backend/testing/global-setup`.
 */
export { CHROMIUM_PATH, launchBrowser, openPage, painted, settled, type PageWithErrors } from './browser';
export { adminLogin, startServerProcess, type ServerProcess } from './server-process';
export { TEST_ADMIN, TEST_JWT_SECRET } from './test-constants';
export { discoverySitePages } from '../fixtures/scraping/discovery-site';
export { startFixtureServer, type FixtureServer } from '../fixtures/scraping/fixture-server';
export { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './smtp';
export { photoJpeg } from '../fixtures/images';
