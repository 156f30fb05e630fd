import AddRounded from '@mui/icons-material/AddRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LiveTvRounded from '@mui/icons-material/LiveTvRounded';
import PaidRounded from '@mui/icons-material/PaidRounded';
import RecordVoiceOverRounded from '@mui/icons-material/RecordVoiceOverRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import TagRounded from '@mui/icons-material/TagRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import WhatshotRounded from '@mui/icons-material/WhatshotRounded';
import type { SvgIconComponent } from '@mui/icons-material';

export interface NavItem {
  to: string;
  /** The link's name: the screen's own title, or the word its URL says. */
  label: string;
  /** The bottom bar's one word, on phones. */
  short: string;
  Icon: SvgIconComponent;
  /** Other paths that open the same screen (the spec's /ai-generate is /create). */
  also?: string[];
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

export const HOME: NavItem = { to: '/dashboard', label: 'Dashboard', short: 'Home', Icon: DashboardRounded };
export const NEW_VIDEO: NavItem = {
  to: '/create',
  label: 'New video',
  short: 'Create',
  Icon: AddRounded,
  also: ['/ai-generate'],
};
export const MY_CONTENT: NavItem = {
  to: '/my-content',
  label: 'My Content',
  short: 'Content',
  Icon: VideoLibraryRounded,
};
export const SOCIAL: NavItem = { to: '/social', label: 'Social Media', short: 'Social', Icon: ShareRounded };

/**
 * Every signed-in screen, in the order a creator works: make something, find it again, post it,
 * see how it does and earn from it, and the account. The sidebar shows them all; on a phone the
 * bottom bar holds the four most used and "More" holds every group.
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    title: 'Create',
    items: [
      NEW_VIDEO,
      { to: '/upload-video', label: 'Upload', short: 'Upload', Icon: CloudUploadRounded },
      { to: '/voices', label: 'Voices', short: 'Voices', Icon: RecordVoiceOverRounded },
      { to: '/scripts', label: 'Scripts', short: 'Scripts', Icon: DescriptionRounded },
      { to: '/scripts?tab=captions', label: 'Caption Generator', short: 'Captions', Icon: TagRounded },
    ],
  },
  { title: 'Library', items: [MY_CONTENT] },
  {
    title: 'Publish',
    items: [SOCIAL, { to: '/channels', label: 'Channels', short: 'Channels', Icon: LiveTvRounded }],
  },
  {
    title: 'Grow',
    items: [
      { to: '/analytics', label: 'Analytics', short: 'Analytics', Icon: InsightsRounded },
      { to: '/trending', label: 'Trending', short: 'Trending', Icon: WhatshotRounded },
      { to: '/monetization', label: 'Monetization', short: 'Earnings', Icon: PaidRounded },
      { to: '/affiliate', label: 'Creator Program', short: 'Program', Icon: HandshakeRounded },
    ],
  },
  {
    title: 'Account',
    items: [{ to: '/settings', label: 'Settings', short: 'Settings', Icon: SettingsRounded }],
  },
];

/** Shown to operators only (the profile's `operator`); the server refuses the console to anyone else. */
export const OPERATOR_GROUP: NavGroup = {
  title: 'Operator',
  items: [{ to: '/admin', label: 'Console', short: 'Console', Icon: AdminPanelSettingsRounded }],
};

const ALL: NavItem[] = [HOME, ...NAV_GROUPS.flatMap((g) => g.items), ...OPERATOR_GROUP.items];

/** Two links to one page (Scripts, Caption Generator) are told apart by their `tab`. */
export function isActive(pathname: string, search: string, item: NavItem) {
  const [path, query = ''] = item.to.split('?');
  const paths = [path, ...(item.also ?? [])];
  if (!paths.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  if (ALL.filter((n) => n.to.split('?')[0] === path).length < 2) return true;
  return new URLSearchParams(query).get('tab') === new URLSearchParams(search).get('tab');
}
