import CelebrationIcon from '@mui/icons-material/Celebration';
import { FestivalDateEdit, FestivalDateList } from './FestivalDates';

export default {
  list: FestivalDateList,
  edit: FestivalDateEdit,
  icon: CelebrationIcon,
  recordRepresentation: 'festival',
  options: { label: 'Festival dates' },
};
