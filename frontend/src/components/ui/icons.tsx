import type { ReactNode, SVGProps } from 'react';

/*
 * Named outline icons (24 px grid, stroke = currentColor). Decorative: hidden from assistive
 * technology, the text or aria-label beside them carries the meaning.
 *
 * Note: this file was overwritten by mistake by the public-site work and rebuilt from the
 * imports that use it (SearchIcon, MenuIcon); add back any icon that is missing.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function makeIcon(paths: ReactNode, displayName: string) {
  function NamedIcon(props: IconProps) {
    return (
      <svg
        width="1.25em"
        height="1.25em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  }
  NamedIcon.displayName = displayName;
  return NamedIcon;
}

export const SearchIcon = makeIcon(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="M21 21l-4.35-4.35" />
  </>,
  'SearchIcon',
);
export const MenuIcon = makeIcon(<path d="M3 6h18M3 12h18M3 18h18" />, 'MenuIcon');
export const CloseIcon = makeIcon(<path d="M18 6L6 18M6 6l12 12" />, 'CloseIcon');
export const CheckIcon = makeIcon(<path d="M20 6L9 17l-5-5" />, 'CheckIcon');
export const PlusIcon = makeIcon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const EyeIcon = makeIcon(
  <>
    <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
);
export const DownloadIcon = makeIcon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />, 'DownloadIcon');
export const UploadIcon = makeIcon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />, 'UploadIcon');
export const EditIcon = makeIcon(
  <>
    <path d="M11 4H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7" />
    <path d="M18.5 2.5a2.12 2.12 0 0 1 3 3L12 15l-4 1 1-4 9.5-9.5z" />
  </>,
  'EditIcon',
);
export const TrashIcon = makeIcon(
  <path d="M3 6h18M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />,
  'TrashIcon',
);
export const FileIcon = makeIcon(
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
    <path d="M14 2v6h6" />
  </>,
  'FileIcon',
);
export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
  'AlertIcon',
);
export const ClockIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
  'ClockIcon',
);
export const ExternalLinkIcon = makeIcon(
  <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14L21 3" />,
  'ExternalLinkIcon',
);
export const LogoutIcon = makeIcon(<path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />, 'LogoutIcon');
export const XCircleIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </>,
  'XCircleIcon',
);
export const ShieldCheckIcon = makeIcon(
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="M9 12l2 2 4-4" />
  </>,
  'ShieldCheckIcon',
);
export const InfoIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
  'InfoIcon',
);
export const CameraIcon = makeIcon(
  <>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2z" />
    <circle cx="12" cy="13" r="4" />
  </>,
  'CameraIcon',
);
