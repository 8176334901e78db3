/**
 * The share dialog's own texts in English (SPEC §2 "Share dialog"): sharing by e-mail, the
 * profile's current shares and its public links, and the outcomes SPEC leaves unworded (ours). The
 * texts it shares with the drawer and the stores are core's (sharing-texts.ts).
 */
import { textModule } from '#core/i18n/texts.ts';

export const shareDialogTexts = textModule('gpa-share-dialog', {
  /** The dialog's title, and its Share button. */
  shareProfile: 'Share Profile',
  /** The subtitle, the profile's name in bold. */
  shareWith: (name: string) => `Share ${name} with another user`,
  // Share by e-mail.
  userEmail: 'User Email',
  emailExample: 'friend@college.edu',
  permission: 'Permission',
  sharing: 'Sharing...',
  sharedWith: (email: string) => `Profile shared with ${email}`,
  // Current shares.
  sharedList: 'Currently Shared With',
  notShared: 'Not shared with anyone yet',
  remove: 'Remove',
  permUpdated: 'Permission updated',
  removed: 'Share removed',
  // Public links.
  publicLink: 'Public Link',
  anyone: 'Anyone with a link can view this profile.',
  allowCopy: 'Allow copying',
  expiresField: 'Expires',
  password: 'Password (optional)',
  passwordHint:
    'With a password, the profile is stored encrypted with it, and the link opens only with the password.',
  createLink: 'Create Link',
  noLinks: 'No public links yet',
  linkAddress: 'Link address',
  copyAllowed: 'Copy allowed',
  passwordSet: 'Password',
  copyLink: 'Copy Link',
  revoke: 'Revoke',
  linkCreated: 'Link created',
  linkFailed: 'Failed to create link',
  linkRevoked: 'Link revoked',
  revokeFailed: 'Failed to revoke link',
  linkCopied: 'Link copied to clipboard',
});
