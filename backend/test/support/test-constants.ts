// Apart from test-app.ts so that a test that only starts server processes does not load the whole AppModule.

/** The admin every test app and test server starts with (ADMIN_USERNAME/ADMIN_PASSWORD/ADMIN_EMAIL). */
export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password', email: 'admin@sangam.test' };

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789';
