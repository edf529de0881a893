/**
 * User management (portal.md "Users"), at /portal/users: an agency's admins manage the agency's users, any
 * operator the operator's staff (team.ts says which team a user manages; an agency's agent is "not found").
 * Invite by e-mail (the mail's link: invitations.ts), change an agency colleague's role, withdraw an
 * invitation, remove a colleague after a confirmation page.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestBaseUrl } from '../../../platform/http/public-url.js';
import type { PortalDeps } from '../deps.js';
import { doneWith } from '../feedback.js';
import { formErrorsOf, portalForm, readForm, type FormErrors } from '../forms.js';
import { PortalNotFound, requireRole, signedInUser } from '../guard.js';
import { inviteToTeam } from '../../../domain/accounts/invitations.js';
import { invitationMail } from '../mails.js';
import { sendPortalMail } from '../send-mail.js';
import { recordAction } from '../support-view.js';
import {
  changeAgencyRole,
  parseAgencyRole,
  removeTeamMember,
  teamInvitationList,
  teamManagedBy,
  teamMember,
  teamMembers,
  withdrawInvitation,
  type Team,
} from '../../../domain/accounts/team.js';
import { uuidOrNotFound } from './access.js';

type UserParams = { Params: { userId: string } };
const ROLE_LABEL = { ADMIN: 'Admin', AGENT: 'Agent' } as const;

/** The agency a team action concerns, for the audit log (the operator's own staff: none). */
const teamAgencyId = (team: Team) => (team.kind === 'AGENCY' ? team.agencyId : null);

const staff = { preHandler: requireRole('AGENCY', 'OPERATOR') };

// The address and the role are checked by the domain (invitations.ts, team.ts parseAgencyRole).
const InvitationForm = portalForm(Type.Object({ email: Type.String(), role: Type.String() }));
const RoleForm = portalForm(Type.Object({ role: Type.String() }));

function teamOf(request: FastifyRequest): Team {
  const team = teamManagedBy(signedInUser(request));
  if (!team) throw new PortalNotFound();
  return team;
}

/** The team's page: its members and open invitations, with a refused form's problems and values. */
type ShowTeam = (
  request: FastifyRequest,
  reply: FastifyReply,
  extra?: { errors?: FormErrors; values?: object },
) => Promise<FastifyReply>;

export async function teamPages(app: FastifyInstance, deps: PortalDeps): Promise<void> {
  const show = teamView(deps);
  app.get('/users', staff, async (request, reply) => show(request, reply));
  invitationRoutes(app, deps, show);
  memberRoutes(app, deps, show);
}

function teamView(deps: PortalDeps): ShowTeam {
  const { db, clock } = deps;
  return async function show(request, reply, extra = {}) {
    const team = teamOf(request);
    const [members, invitations] = await Promise.all([teamMembers(db, team), teamInvitationList(db, team)]);
    const errors = extra.errors ?? {};
    return reply.code(Object.keys(errors).length > 0 ? 400 : 200).page('users', {
      title: team.kind === 'AGENCY' ? `Users of ${team.agencyName}` : "Operator's staff",
      section: 'users',
      team,
      members,
      invitations,
      now: clock.now(),
      me: signedInUser(request).id,
      roleLabel: ROLE_LABEL,
      values: { email: '', role: 'AGENT', ...extra.values },
      errors,
    });
  };
}

/** Inviting a colleague by e-mail (the mail's link: invitations.ts), and withdrawing an invitation. */
function invitationRoutes(app: FastifyInstance, deps: PortalDeps, show: ShowTeam) {
  const { db, clock, config, mailer } = deps;
  app.post('/users/invitations', staff, async (request, reply) => {
    const team = teamOf(request);
    const me = signedInUser(request);
    const { email, role } = readForm(InvitationForm, request.body).values;
    const roleText = role || 'AGENT';
    let sent: boolean;
    try {
      const agencyRole = team.kind === 'AGENCY' ? parseAgencyRole(roleText) : null;
      const invitation = await inviteToTeam(db, clock, { team, email, agencyRole, invitedBy: me.id });
      const mail = invitationMail({
        base: requestBaseUrl(config, request),
        to: invitation.email,
        token: invitation.token,
        team,
        invitedBy: me.name,
        role: agencyRole ? ROLE_LABEL[agencyRole].toLowerCase() : 'operator staff',
      });
      await recordAction(deps, request, {
        action: 'team.invited',
        agencyId: teamAgencyId(team),
        target: invitation.email,
        detail: { role: agencyRole ?? 'OPERATOR' },
      });
      sent = await sendPortalMail(mailer, request.log, mail);
    } catch (error) {
      return show(request, reply, {
        errors: formErrorsOf(error, 'email', ['email', 'role']),
        values: { email, role: roleText },
      });
    }
    return doneWith(request, reply, {
      notice: sent
        ? `Invitation sent to ${email}.`
        : `The invitation for ${email} is saved, but its mail could not be sent: invite again later.`,
      to: '/portal/users',
      at: 'invite',
    });
  });

  app.post<{ Params: { invitationId: string } }>(
    '/users/invitations/:invitationId/withdraw',
    staff,
    async (request, reply) => {
      const team = teamOf(request);
      const { email } = await withdrawInvitation(db, team, uuidOrNotFound(request.params.invitationId));
      await recordAction(deps, request, {
        action: 'team.invitation_withdrawn',
        agencyId: teamAgencyId(team),
        target: email,
      });
      // Shown under the invitations that remain (at the top of the page once none does).
      return doneWith(request, reply, {
        notice: `Invitation for ${email} withdrawn.`,
        to: '/portal/users',
        at: 'invitations',
      });
    },
  );
}

/** Changing an agency colleague's role, and removing a colleague after a confirmation page. */
function memberRoutes(app: FastifyInstance, deps: PortalDeps, show: ShowTeam) {
  const { db } = deps;
  app.post<UserParams>('/users/:userId/role', staff, async (request, reply) => {
    const team = teamOf(request);
    const userId = uuidOrNotFound(request.params.userId);
    try {
      const member = await changeAgencyRole(
        db,
        team,
        userId,
        parseAgencyRole(readForm(RoleForm, request.body).values.role),
      );
      await recordAction(deps, request, {
        action: 'team.role_changed',
        agencyId: teamAgencyId(team),
        target: member.email,
        detail: { role: member.agencyRole },
      });
      request.session.flash = `${member.name} is now ${member.agencyRole === 'ADMIN' ? 'an admin' : 'an agent'}.`;
    } catch (error) {
      return show(request, reply, { errors: formErrorsOf(error) });
    }
    return reply.redirect('/portal/users', 303);
  });

  app.get<UserParams>('/users/:userId/remove', staff, async (request, reply) => {
    const team = teamOf(request);
    const member = await teamMember(db, team, uuidOrNotFound(request.params.userId));
    if (!member) throw new PortalNotFound();
    return reply.page('confirm', {
      title: `Remove ${member.name}?`,
      section: 'users',
      lines: [
        `${member.name} (${member.email}) can no longer sign in to the portal; their open sign-ins end at once.`,
        'What they did stays. To give them access again, invite them again.',
      ],
      action: `/portal/users/${member.id}/remove`,
      button: `Remove ${member.name}`,
      cancel: '/portal/users',
    });
  });

  app.post<UserParams>('/users/:userId/remove', staff, async (request, reply) => {
    const team = teamOf(request);
    try {
      const member = await removeTeamMember(db, team, uuidOrNotFound(request.params.userId), signedInUser(request).id);
      await recordAction(deps, request, {
        action: 'team.member_removed',
        agencyId: teamAgencyId(team),
        target: member.email,
      });
      request.session.flash = `${member.name} removed.`;
    } catch (error) {
      return show(request, reply, { errors: formErrorsOf(error) });
    }
    return reply.redirect('/portal/users', 303);
  });
}
