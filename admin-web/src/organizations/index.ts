import BusinessIcon from '@mui/icons-material/Business';
import { OrganizationCreate } from './OrganizationCreate';
import { OrganizationEdit } from './OrganizationEdit';
import { OrganizationList } from './OrganizationList';

export default {
  list: OrganizationList,
  edit: OrganizationEdit,
  create: OrganizationCreate,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
