import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GridOnIcon from '@mui/icons-material/GridOn';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HubIcon from '@mui/icons-material/Hub';
import KeyIcon from '@mui/icons-material/Key';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TableChartIcon from '@mui/icons-material/TableChart';
import TableViewIcon from '@mui/icons-material/TableView';
import GavelIcon from '@mui/icons-material/Gavel';
import type { SvgIconComponent } from '@mui/icons-material';
import type { IconName } from '../../common/routes';

/** The route table names icons; this is where the names become pictures. */
export const ROUTE_ICONS: Record<IconName, SvgIconComponent> = {
    home: HomeIcon,
    dashboard: DashboardIcon,
    connect: HubIcon,
    support: SupportAgentIcon,
    gettingStarted: MenuBookIcon,
    directory: TableChartIcon,
    editTable: TableViewIcon,
    newTable: PlaylistAddIcon,
    linkExcel: GridOnIcon,
    admin: AdminPanelSettingsIcon,
    userProfiles: FactCheckIcon,
    auditTrail: HistoryIcon,
    access: LockPersonIcon,
    identityProviders: KeyIcon,
    claimQuery: ManageSearchIcon,
    disputes: GavelIcon,
};
