import { DataTable, Edit, List, NumberInput, SaveButton, SimpleForm, Toolbar, minValue, number, useRecordContext } from 'react-admin';
import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { compactNumber, formatDateTime } from '../common/format';
import { compactCells, fromWidth } from '../common/responsive';
import type { CommunityStatsResponse } from '@sangam/shared';
import { LiveStatistics } from './LiveStatistics';

/** The figures the home page's 'Platform Statistics' panel shows (Total Events is live). */
const EDITABLE = ['totalFamilies', 'totalOrganizations', 'monthlyViews'] as const;

const Col = DataTable.Col<CommunityStatsResponse>;

/** The Statistics page: the measured figures and their last 90 days, then the public figures admins edit. */
export function CommunityStatsList() {
  return (
    <>
      <LiveStatistics />
      <Typography variant="h6" component="h2">
        Public figures (editable)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The home page's Platform Statistics panel shows these; Total Events is counted live.
      </Typography>
      <CommunityStatsTable />
    </>
  );
}

function CommunityStatsTable() {
  return (
    <List title="Statistics" sort={{ field: 'region', order: 'ASC' }} pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false} sx={compactCells}>
        <Col source="region" label="Region" />
        <Col source="totalFamilies" disableSort label="NRI Families" render={(r) => compactNumber(r.totalFamilies)} />
        <Col source="totalOrganizations" disableSort label="Organizations" render={(r) => compactNumber(r.totalOrganizations)} />
        <Col source="monthlyViews" disableSort label="Monthly Views" render={(r) => compactNumber(r.monthlyViews)} />
        <Col source="lastUpdated" label="Last updated" render={(r) => formatDateTime(r.lastUpdated)} sx={fromWidth('md')} />
      </DataTable>
    </List>
  );
}

function Preview({ source }: { source: string }) {
  const value = useWatch({ name: source });
  return <>{`Shown on the home page as ${compactNumber(value) || '0'}`}</>;
}

const integerRules = [number('Please enter a number'), minValue(0, 'Must be 0 or more')];

function StatsTitle() {
  const record = useRecordContext<CommunityStatsResponse>();
  return <>{record ? `Statistics: ${record.region}` : 'Statistics'}</>;
}

/** Only the changed figures are sent (PUT /api/admin/community-stats/:id). */
function changedFigures(data: Partial<CommunityStatsResponse>, previous?: Partial<CommunityStatsResponse>) {
  const out: Record<string, number> = {};
  for (const k of EDITABLE) {
    const v = data[k];
    if (v !== undefined && v !== null && (!previous || previous[k] !== v)) out[k] = Math.round(Number(v));
  }
  return out;
}

export function CommunityStatsEdit() {
  return (
    <Edit
      title={<StatsTitle />}
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: Partial<CommunityStatsResponse>, options?: { previousData?: Partial<CommunityStatsResponse> }) =>
        changedFigures(data, options?.previousData)
      }
    >
      <Typography variant="body2" sx={{ px: 2, pt: 2 }}>
        These figures appear in the home page's Platform Statistics panel. Total Events is counted live.
      </Typography>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Save statistics" />
          </Toolbar>
        }
      >
        <NumberInput
          source="totalFamilies"
          label="NRI Families"
          min={0}
          step={1}
          validate={integerRules}
          helperText={<Preview source="totalFamilies" />}
        />
        <NumberInput
          source="totalOrganizations"
          label="Organizations"
          min={0}
          step={1}
          validate={integerRules}
          helperText={<Preview source="totalOrganizations" />}
        />
        <NumberInput
          source="monthlyViews"
          label="Monthly Views"
          min={0}
          step={1}
          validate={integerRules}
          helperText={<Preview source="monthlyViews" />}
        />
      </SimpleForm>
    </Edit>
  );
}
