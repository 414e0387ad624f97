import { PASSWORD_MIN } from '../shared/accounts-schema';
import { pageTitle } from './meta';

/** Texts of account management (issue 20): the admin's Staff, Settings and Audit pages and the e-mailed links' pages. */
export const accountPageTitles = {
  staff: pageTitle('Staff'),
  settings: pageTitle('Settings'),
  audit: pageTitle('Audit log'),
  invite: pageTitle('Accept invitation'),
  resetPassword: pageTitle('Choose a new password'),
  forgotPassword: pageTitle('Forgot password'),
} as const;

export const accountPageDescriptions = {
  private: 'Studio staff only.',
} as const;

export const roleLabels = { owner: 'Owner', staff: 'Staff' } as const;

export const passwordHint = `At least ${PASSWORD_MIN} characters. A few unrelated words make a strong one.`;

export const staffPage = {
  eyebrow: 'Studio accounts',
  title: 'Staff',
  invite: {
    heading: 'Invite someone',
    intro: 'They get a link to choose their password. It works once and for 72 hours.',
    email: 'Email',
    role: 'Role',
    submit: 'Create invitation',
    submitting: 'Creating...',
    created: (emailed: boolean) => (emailed ? 'Invitation e-mailed. You can also send them this link yourself:' : 'E-mail is off on this server: send them this link yourself:'),
    copy: 'Copy link',
    copied: 'Link copied',
  },
  accounts: {
    heading: 'Accounts',
    email: 'Email',
    role: 'Role',
    lastSignIn: 'Last sign-in',
    twoFactor: 'Two-factor',
    never: 'Never',
    on: 'On',
    off: 'Off',
    you: '(you)',
    remove: 'Remove',
    confirmRemove: (email: string) => `Remove ${email}? They are signed out at once and can no longer sign in.`,
    roleFor: (email: string) => `Role of ${email}`,
  },
  invitations: {
    heading: 'Pending invitations',
    none: 'No pending invitations.',
    expires: 'Expires',
    invitedBy: 'Invited by',
    revoke: 'Revoke',
  },
  requireTwoFactor: {
    heading: 'Two-factor for everyone',
    label: 'Require two-factor authentication for every account',
    help: 'Accounts without it can only open Settings until they turn it on.',
  },
  roles: 'Owners can invite, change roles, remove accounts, delete messages, export and read the audit log. Staff work every message.',
} as const;

export const settingsPage = {
  eyebrow: 'Your account',
  title: 'Settings',
  requiredNotice: 'The studio requires two-factor authentication. Turn it on below to open the inbox.',
  password: {
    heading: 'Password',
    current: 'Current password',
    next: 'New password',
    submit: 'Change password',
    submitting: 'Saving...',
    done: 'Password changed. Your other sessions were signed out.',
  },
  twoFactor: {
    heading: 'Two-factor authentication',
    on: 'On: signing in asks for a code from your authenticator app.',
    off: 'Off: signing in needs only your password.',
    start: 'Set up two-factor',
    scan: 'Scan this code with an authenticator app (1Password, Google Authenticator, Aegis…), or type the key:',
    key: 'Key',
    code: '6-digit code from the app',
    confirm: 'Turn on',
    recoveryHeading: 'Your recovery codes',
    recoveryIntro: 'Each code signs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.',
    recoveryDone: 'I have saved them',
    disablePassword: 'Your password',
    disable: 'Turn off two-factor',
  },
  sessions: {
    heading: 'Sessions',
    intro: 'Where your account is signed in.',
    browser: 'Browser',
    address: 'Address',
    started: 'Signed in',
    lastSeen: 'Last seen',
    current: 'This browser',
    unknown: 'Unknown',
    endOthers: 'Sign out all other sessions',
    ended: (n: number) => `${n} other session${n === 1 ? '' : 's'} signed out.`,
  },
} as const;

export const auditPageText = {
  eyebrow: 'Who did what',
  title: 'Audit log',
  intro: 'Sign-ins, account changes, deletions and exports, newest first.',
  columns: { at: 'When', actor: 'Who', action: 'What', target: 'To what', ip: 'From' },
  empty: 'Nothing recorded yet.',
  actions: {
    'sign-in': 'Signed in',
    'sign-in-failed': 'Failed sign-in',
    'sign-out': 'Signed out',
    invitation: 'Invited',
    'invitation-revoked': 'Revoked invitation',
    'invitation-accepted': 'Accepted invitation',
    'role-change': 'Changed role',
    'account-removed': 'Removed account',
    'password-change': 'Changed password',
    'password-reset': 'Reset password',
    'two-factor-on': 'Turned two-factor on',
    'two-factor-off': 'Turned two-factor off',
    'two-factor-required': 'Set the two-factor rule',
    'sessions-ended': 'Signed out other sessions',
    'status-change': 'Changed a status',
    'message-deleted': 'Deleted a message',
    export: 'Exported messages',
  },
} as const;

export const linkPages = {
  eyebrow: 'Studio staff',
  invite: {
    title: 'Join the studio inbox',
    intro: (email: string, role: string) => `You are invited as ${role.toLowerCase()} with ${email}. Choose a password to finish.`,
    password: 'Choose a password',
    submit: 'Create my account',
    submitting: 'Creating...',
  },
  reset: {
    title: 'Choose a new password',
    intro: 'Your other sessions will be signed out.',
    password: 'New password',
    submit: 'Save password',
    submitting: 'Saving...',
  },
  forgot: {
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will e-mail you a link to choose a new one.',
    email: 'Email',
    submit: 'Send link',
    submitting: 'Sending...',
  },
  backToLogin: 'Back to sign-in',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
} as const;
