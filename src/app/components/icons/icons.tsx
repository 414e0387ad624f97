import type { SVGProps } from 'react';

/** Small stroke icons drawn inline (a few hundred bytes each, no icon library in the first load). */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="1" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const CartIcon = () => (
  <Icon>
    <path d="M3 4h2l2.4 11h11.2L21 8H6.2" />
    <circle cx="9" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M3 7h18M3 12h18M3 17h18" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ArrowIcon = () => (
  <Icon>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);

const socialPaths: Record<string, string> = {
  x: 'M4 4l16 16M20 4 4 20',
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5 5h4v1.6c.6-1 1.9-1.8 3.5-1.8 2.6 0 3.5 1.7 3.5 4.4V20h-4v-5.6c0-1.3-.4-2.2-1.6-2.2-1.3 0-1.9.9-1.9 2.2V20h-3.5z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.3 5 4.5',
};

export function SocialIcon({ network }: { network: string }) {
  return (
    <Icon>
      <path d={socialPaths[network] ?? ''} />
    </Icon>
  );
}
