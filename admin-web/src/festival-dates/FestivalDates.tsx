import {
  DataTable,
  DateInput,
  Edit,
  List,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
  useRecordContext,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { zoneLabel, type FestivalDateResponse, type UpdateFestivalDateDto } from '@sangam/shared';
import { formatDateTime } from '../common/format';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import { checkDays, festivalDays, tableYears, ZONE_CHOICES } from './festival-format';

const Col = DataTable.Col<FestivalDateResponse>;

const filters = [
  <SelectInput
    key="year"
    source="year"
    label="Year"
    choices={tableYears().map((y) => ({ id: y, name: String(y) }))}
    alwaysOn
    emptyText={false as never}
  />,
  <SearchInput key="q" source="q" placeholder="Festival" alwaysOn />,
  <SelectInput key="timeZone" source="timeZone" label="Time zone" choices={ZONE_CHOICES} />,
];

function ListActions() {
  return (
    <TopToolbar>
      <Button component={RouterLink} to="/festival-disagreements" startIcon={<CompareArrowsIcon />} size="small">
        Disagreements
      </Button>
    </TopToolbar>
  );
}

const editedBy = (r: FestivalDateResponse) => (r.updatedBy ? `${r.updatedBy}, ${formatDateTime(r.updatedAt)}` : 'Shipped');

/** The festival dates table by year: one row per festival and time zone; a row opens its edit form. */
export function FestivalDateList() {
  return (
    <List
      title="Festival dates"
      filters={filters}
      filterDefaultValues={{ year: new Date().getUTCFullYear() }}
      sort={{ field: 'mainDate', order: 'ASC' }}
      perPage={200}
      pagination={false}
      exporter={false}
      actions={<ListActions />}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} sx={compactCells}>
        <Col
          source="festival"
          label="Festival"
          render={(r) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {r.festival}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={belowWidth('md')}>
                {zoneLabel(r.timeZone)} · {editedBy(r)}
              </Typography>
            </>
          )}
        />
        <Col source="timeZone" label="Time zone" render={(r) => zoneLabel(r.timeZone)} sx={fromWidth('md')} />
        <Col source="mainDate" label="Dates" render={(r) => festivalDays(r)} />
        <Col
          source="note"
          label="Note"
          disableSort
          sx={fromWidth('lg')}
          render={(r) => (
            <Typography
              variant="body2"
              sx={{
                maxWidth: 360,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
              }}
              title={r.note ?? undefined}
            >
              {r.note ?? ''}
            </Typography>
          )}
        />
        <Col source="updatedAt" label="Edited by" render={editedBy} sx={fromWidth('md')} />
      </DataTable>
    </List>
  );
}

function FestivalDateTitle() {
  const r = useRecordContext<FestivalDateResponse>();
  return <>{r ? `${r.festival} ${r.year}, ${zoneLabel(r.timeZone)}` : 'Festival date'}</>;
}

function Heading() {
  const r = useRecordContext<FestivalDateResponse>();
  if (!r) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="h6" component="h2">
        {r.festival} {r.year} · {zoneLabel(r.timeZone)} time
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The days shown on festival pages and used for events in this time zone. Where they knowingly differ from the astronomical
        computation, say why in the note; the disagreements page shows it beside the difference.
      </Typography>
    </Box>
  );
}

/** Only the editable fields are sent (PUT /api/admin/festival-dates/:id). */
const toUpdate = (d: Partial<FestivalDateResponse>): UpdateFestivalDateDto => ({
  startDate: d.startDate ?? '',
  mainDate: d.mainDate ?? '',
  endDate: d.endDate ?? '',
  note: d.note?.trim() ? d.note.trim() : null,
});

export function FestivalDateEdit() {
  return (
    <Edit title={<FestivalDateTitle />} mutationMode="pessimistic" redirect="list" transform={toUpdate}>
      <SimpleForm
        validate={(v) => {
          const problem = checkDays(v);
          return problem ? { mainDate: problem } : {};
        }}
        toolbar={
          <Toolbar>
            <SaveButton label="Save dates" />
          </Toolbar>
        }
      >
        <Heading />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <DateInput source="startDate" label="First day" validate={required('First day is required')} />
          <DateInput source="mainDate" label="Main day" validate={required('Main day is required')} />
          <DateInput source="endDate" label="Last day" validate={required('Last day is required')} />
        </Box>
        <TextInput
          source="note"
          label="Note"
          multiline
          minRows={2}
          fullWidth
          helperText="Why these days, e.g. which calendar or authority the US community follows (at most 1000 characters)"
        />
      </SimpleForm>
    </Edit>
  );
}
