import EventIcon from '@mui/icons-material/Event';
import { EventCreate } from './EventCreate';
import { EventEdit } from './EventEdit';
import { EventList } from './EventList';

export default {
  list: EventList,
  edit: EventEdit,
  create: EventCreate,
  icon: EventIcon,
  recordRepresentation: 'title',
};
