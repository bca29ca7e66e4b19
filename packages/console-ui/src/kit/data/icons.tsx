import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Small inline icons of the data kit; decorative, the controls carry the accessible names.
/** A decorative `<svg>` on a 24×24 grid, `1em` square unless sized; props go to the `<svg>`. */
export function Icon({ children, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" {...stroke} />
    <path d="m20 20-4-4" {...stroke} />
  </Icon>
);

export const RefreshIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" {...stroke} />
  </Icon>
);

export const ColumnsIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="4" width="18" height="16" rx="1" {...stroke} />
    <path d="M9 4v16M15 4v16" {...stroke} />
  </Icon>
);

export const ChevronIcon = ({
  direction,
  ...p
}: IconProps & { direction: 'left' | 'right' | 'down' }) => (
  <Icon {...p}>
    <path
      d={
        direction === 'left'
          ? 'm15 6-6 6 6 6'
          : direction === 'right'
            ? 'm9 6 6 6-6 6'
            : 'm6 9 6 6 6-6'
      }
      {...stroke}
    />
  </Icon>
);

export const SortIcon = ({ order }: { order: 'ascending' | 'descending' | undefined }) => (
  <Icon>
    <path d="m8 10 4-5 4 5z" fill="currentColor" opacity={order === 'ascending' ? 1 : 0.35} />
    <path d="m8 14 4 5 4-5z" fill="currentColor" opacity={order === 'descending' ? 1 : 0.35} />
  </Icon>
);

export const EmptyIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 13h5l1 3h6l1-3h5M5 13l2-8h10l2 8v6H5z" {...stroke} strokeWidth={1.5} />
  </Icon>
);
