import BarChartIcon from '@mui/icons-material/BarChart';
import { CommunityStatsEdit, CommunityStatsList } from './CommunityStats';

export default {
  list: CommunityStatsList,
  edit: CommunityStatsEdit,
  icon: BarChartIcon,
  recordRepresentation: 'region',
  options: { label: 'Statistics' },
};
