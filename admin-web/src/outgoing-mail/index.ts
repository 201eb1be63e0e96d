import OutboxIcon from '@mui/icons-material/Outbox';
import { OutgoingMailList, OutgoingMailShow } from './OutgoingMail';

export default {
  list: OutgoingMailList,
  show: OutgoingMailShow,
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  options: { label: 'Outgoing mail' },
};
