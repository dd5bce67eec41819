import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function icon(paths: string[], name: string) {
  function Icon({ className = 'size-5', ...rest }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className} {...rest}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const EyeIcon = icon(['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'], 'EyeIcon');
export const EyeOffIcon = icon(['M3 3l18 18', 'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1', 'M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6', 'M9.9 9.9a3 3 0 0 0 4.2 4.2'], 'EyeOffIcon');
export const ChevronDownIcon = icon(['M6 9l6 6 6-6'], 'ChevronDownIcon');
export const CheckIcon = icon(['M5 12.5l4.5 4.5L19 7'], 'CheckIcon');
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'], 'MenuIcon');
/** Three dots in a row (more actions). */
export const MoreIcon = icon(['M5 12h.01', 'M12 12h.01', 'M19 12h.01'], 'MoreIcon');
export const SunIcon = icon(['M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z', 'M12 1v2', 'M12 21v2', 'M4.2 4.2l1.4 1.4', 'M18.4 18.4l1.4 1.4', 'M1 12h2', 'M21 12h2', 'M4.2 19.8l1.4-1.4', 'M18.4 5.6l1.4-1.4'], 'SunIcon');
export const MoonIcon = icon(['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z'], 'MoonIcon');
export const BellIcon = icon(['M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.9 1.9 0 0 0 3.4 0'], 'BellIcon');
export const ShareIcon = icon(['M16 6l-4-4-4 4', 'M12 2v13', 'M20 14v5a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-5'], 'ShareIcon');
export const ExternalIcon = icon(['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'], 'ExternalIcon');
/** A calendar page with a tick (Today). */
export const TodayIcon = icon(['M4 6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6Z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M9 15l2 2 4-4'], 'TodayIcon');
export const DashboardIcon = icon(['M3 3h8v8H3z', 'M13 3h8v5h-8z', 'M13 10h8v11h-8z', 'M3 13h8v8H3z'], 'DashboardIcon');
export const TreeIcon = icon(['M12 3v6', 'M12 9H6v4', 'M12 9h6v4', 'M9 3h6v6H9z', 'M3 13h6v6H3z', 'M15 13h6v6h-6z'], 'TreeIcon');
export const ListIcon = icon(['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01'], 'ListIcon');
export const BarsIcon = icon(['M4 4h4v16H4z', 'M10 4h4v10h-4z', 'M16 4h4v13h-4z'], 'BarsIcon');
export const BroadcastIcon = icon(['M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z', 'M15.5 8.5a5 5 0 0 1 0 7', 'M18.4 5.6a9 9 0 0 1 0 12.8'], 'BroadcastIcon');
export const PlusIcon = icon(['M12 5v14', 'M5 12h14'], 'PlusIcon');
export const CloseIcon = icon(['M6 6l12 12', 'M18 6L6 18'], 'CloseIcon');
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'M21 21l-4.3-4.3'], 'SearchIcon');
export const FilterIcon = icon(['M3 5h18l-7 8v6l-4 2v-8L3 5Z'], 'FilterIcon');
export const TrashIcon = icon(['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'], 'TrashIcon');
export const CopyIcon = icon(['M9 9h11v11H9z', 'M5 15H4V4h11v1'], 'CopyIcon');
export const LogoutIcon = icon(['M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4', 'M10 17l5-5-5-5', 'M15 12H3'], 'LogoutIcon');
/** A round speech bubble with a handset's tail (WhatsApp). */
export const ChatPhoneIcon = icon(['M4.6 19.4l1-3.4A8.5 8.5 0 1 1 8.2 18.6Z', 'M9.2 8.6c0 3 2.7 6 6 6l.8-1.6-1.8-.9-.8.8a4 4 0 0 1-2.5-2.5l.8-.8-.9-1.8Z'], 'ChatPhoneIcon');
/** A square speech bubble with lines of text (SMS). */
export const MessageIcon = icon(['M4 5h16v11H9l-5 4V5Z', 'M8 9h8', 'M8 12h5'], 'MessageIcon');
export const UserIcon = icon(['M16 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z', 'M4 21a8 8 0 0 1 16 0'], 'UserIcon');
export const KeyIcon = icon(['M15.5 7.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0Z', 'M12 11v10', 'M12 15h3', 'M12 18h2'], 'KeyIcon');
export const CollapseIcon = icon(['M15 6l-6 6 6 6'], 'CollapseIcon');
export const ExpandIcon = icon(['M9 6l6 6-6 6'], 'ExpandIcon');

export const ServerIcon = icon(['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M8 7h.01', 'M8 17h.01'], 'ServerIcon');
export const RefreshIcon = icon(['M20 11a8 8 0 0 0-14.9-3.9L4 8', 'M4 4v4h4', 'M4 13a8 8 0 0 0 14.9 3.9L20 16', 'M20 20v-4h-4'], 'RefreshIcon');

export function GoogleMark({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.7 3.2-8Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}
export const UploadIcon = icon(['M12 15V3', 'M7 8l5-5 5 5', 'M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4'], 'UploadIcon');
export const DownloadIcon = icon(['M12 3v12', 'M7 10l5 5 5-5', 'M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4'], 'DownloadIcon');
export const MailIcon = icon(['M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Z', 'M3.5 6l8.5 7 8.5-7'], 'MailIcon');
export const CakeIcon = icon(['M4 20h16', 'M5 20v-7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v7', 'M5 15.5c1.2 1 2.3 1 3.5 0s2.3-1 3.5 0 2.3 1 3.5 0 2.3-1 3.5 0', 'M12 11V8', 'M12 5.5c.8-.8.8-1.7 0-2.5-.8.8-.8 1.7 0 2.5Z'], 'CakeIcon');
