/**
 * The portal's mails, each plain text with a simple HTML part (mail/ composeMail), with absolute links
 * (`base` is http/public-url.ts's requestBaseUrl: PUBLIC_BASE_URL, else the address the request came to).
 */
import { composeMail, type Mail } from '../../platform/mail/index.js';
import { INVITATION_DAYS } from '../../domain/accounts/invitations.js';
import { RESET_MINUTES } from '../../domain/accounts/passwords.js';
import type { Team } from '../../domain/accounts/types.js';

const FOOTER = 'Berth partner portal. If you did not expect this mail, you can ignore it.';

export function invitationMail(input: {
  base: string;
  to: string;
  token: string;
  team: Team;
  invitedBy: string;
  role: string;
}): Mail {
  const where =
    input.team.kind === 'AGENCY'
      ? `${input.team.agencyName} on the Berth partner portal`
      : "the operator's staff on the Berth partner portal";
  return composeMail({
    to: input.to,
    subject: `You are invited to ${input.team.kind === 'AGENCY' ? input.team.agencyName : 'the Berth operator portal'}`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.invitedBy} invites you to join ${where}, as ${input.role}.`,
      `Open the link to choose your name and password. It works once, for ${INVITATION_DAYS} days.`,
    ],
    link: { label: 'Accept the invitation', url: `${input.base}/portal/invitation?token=${input.token}` },
    footer: FOOTER,
  });
}

export function passwordResetMail(input: { base: string; to: string; name: string; token: string }): Mail {
  return composeMail({
    to: input.to,
    subject: 'Reset your Berth portal password',
    greeting: `Hello ${input.name},`,
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your Berth partner portal account.',
      `Open the link to choose a new password. It works once, for ${RESET_MINUTES} minutes; afterwards you are signed out everywhere.`,
    ],
    link: { label: 'Choose a new password', url: `${input.base}/portal/reset-password?token=${input.token}` },
    footer: 'Berth partner portal. If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

export function accessApprovedMail(input: { base: string; to: string; name: string; agencyName: string }): Mail {
  return composeMail({
    to: input.to,
    subject: `Access approved: ${input.agencyName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your request for access for ${input.agencyName} has been approved.`,
      'Sign in with your e-mail address and the password you chose, create your API credentials and invite your colleagues.',
    ],
    link: { label: 'Sign in', url: `${input.base}/portal` },
    footer: FOOTER,
  });
}

export function accessRejectedMail(input: { to: string; name: string; agencyName: string; reason: string }): Mail {
  return composeMail({
    to: input.to,
    subject: `Access request not approved: ${input.agencyName}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your request for access for ${input.agencyName} has not been approved, for this reason:`,
      input.reason,
      'You may reply to the operator, or file a new request once the reason is dealt with.',
    ],
    footer: FOOTER,
  });
}
