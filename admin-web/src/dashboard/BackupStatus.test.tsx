import { render, screen } from '@testing-library/react';
import { AdminContext, defaultI18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { BackupStatusResponse } from '@sangam/shared';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { fakeApi } from '../test/fake-api';
import { BackupStatus } from './BackupStatus';

function show(body: BackupStatusResponse) {
  fakeApi({ 'GET /api/admin/backups/status': body });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={defaultI18nProvider}>
        <BackupStatus />
      </AdminContext>
    </MemoryRouter>,
  );
}

const good = {
  file: 'sangam-20261206-031500.backup.gz',
  takenAt: '2026-12-06T12:00:00.000Z',
  sizeBytes: 3 * 1024 * 1024,
  rows: 12500,
  verifiedAt: '2026-12-06T12:01:10.000Z',
  error: null,
};

describe('BackupStatus', () => {
  it('shows the last good backup, and a newer failed attempt', async () => {
    show({
      directory: '/var/lib/sangam/backups',
      schedule: '15 3 * * *',
      lastGood: good,
      lastAttempt: {
        ...good,
        file: 'sangam-20261207-031500.backup.gz',
        takenAt: '2026-12-07T12:00:00.000Z',
        verifiedAt: null,
        error: 'No space left on device',
      },
    });
    const last = await screen.findByTestId('last-good-backup');
    expect(last).toHaveTextContent(
      /Last good backup: Dec 6, 2026.*12\.5K rows, 3\.0 MB\).*sangam-20261206-031500\.backup\.gz in \/var\/lib\/sangam\/backups/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/failed: No space left on device/);
    expect(screen.getByText('Scheduled: 15 3 * * * (cron, UTC).')).toBeInTheDocument();
  });

  it('says when there is no verified backup', async () => {
    show({ directory: '/data/backups', schedule: 'off', lastGood: null, lastAttempt: null });
    expect(await screen.findByTestId('last-good-backup')).toHaveTextContent('No verified backup yet.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Scheduled backups are off (BACKUP_CRON=off).')).toBeInTheDocument();
  });
});
