/**
 * `npm run disruption -- preview|record ...` (cli/disruption.ts): the operator's command line on the
 * disruption service. preview prints the bookings a disruption would affect and changes nothing; record saves
 * it and prints what it changed. Exit code 0 on success, 1 on a refusal (printed with the fields it names).
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { CliIo } from '../auth/agency-admin.js';
import { AppError, invalidCommand, invalidOption } from '../../kernel/errors.js';
import type { DisruptionPreview, DisruptionService } from './service.js';
import { DISRUPTION_KINDS, type DisruptionKind } from './sql.js';

export const DISRUPTION_USAGE = `Usage: npm run disruption -- <preview|record> --sailing <id|code|SHIP+YYYY-MM-DD> --kind <kind> [options]

Kinds:
  PORT_SKIPPED       --port CODE [--call-seq N]      the ship does not call there
  CALL_RETIMED       --port CODE [--call-seq N] --new-time YYYY-MM-DDTHH:MM
                                                     the call's new local departure (arrival at the last call);
                                                     its arrival moves by as much
  SAILING_CANCELLED                                  the sailing does not run; its bookings are cancelled
                                                     (fee 0, everything paid refunded)
Options:
  --call-seq N   which call, when the sailing calls at the port more than once (preview lists them)
  --message TEXT a message to the partners whose bookings it affects (at most 500 characters), carried
                 in their booking.disrupted events
  --by NAME      who records it (default: the OS user)
  --json         print the result as JSON`;

const OPTIONS = {
  sailing: { type: 'string' },
  kind: { type: 'string' },
  port: { type: 'string' },
  'call-seq': { type: 'string' },
  'new-time': { type: 'string' },
  message: { type: 'string' },
  by: { type: 'string' },
  json: { type: 'boolean' },
} as const;

function printPreview(io: CliIo, p: DisruptionPreview): void {
  const what =
    p.kind === 'SAILING_CANCELLED'
      ? 'cancelled'
      : p.kind === 'PORT_SKIPPED'
        ? `call at ${p.portCode} (seq ${p.callSeq}, ${p.previousDateTime}) skipped`
        : `call at ${p.portCode} (seq ${p.callSeq}) retimed ${p.previousDateTime} -> ${p.newDateTime}`;
  io.out(`sailing ${p.sailing.code} (ship ${p.sailing.shipCode}, departs ${p.sailing.departureDateTime}): ${what}`);
  if (p.message) io.out(`message to partners: ${p.message}`);
  io.out(`affected confirmed bookings: ${p.affectedBookings.length}`);
  for (const b of p.affectedBookings) {
    const refund = b.refundAmount !== undefined ? `  refund ${b.refundAmount} ${b.currency}` : '';
    io.out(
      `  ${b.bookingId}  ${b.agencyName}  ref ${b.agencyReference ?? '-'}  lead ${b.leadGuest.firstName} ${b.leadGuest.lastName}` +
        `  ${b.departurePort}->${b.arrivalPort} ${b.departureDate}  ${b.touch}  legs ${b.legsTouched.join(',')}${refund}`,
    );
  }
  if (p.heldBookingsEnded > 0) io.out(`held (unconfirmed) bookings whose session ends: ${p.heldBookingsEnded}`);
}

type DisruptionInput = Parameters<DisruptionService['preview']>[0];

/** The disruption the options name; an AppError naming the option (invalidOption) when one is bad. */
function disruptionInput(values: ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values']): DisruptionInput {
  if (!values.sailing) throw invalidOption('sailing', 'is required (an id, a code, or SHIP+YYYY-MM-DD)');
  if (!values.kind || !DISRUPTION_KINDS.includes(values.kind as DisruptionKind)) {
    throw invalidOption('kind', `must be one of ${DISRUPTION_KINDS.join(', ')}`);
  }
  const callSeq = values['call-seq'];
  if (callSeq !== undefined && !/^\d{1,4}$/.test(callSeq)) throw invalidOption('call-seq', 'must be a whole number');
  return {
    sailing: values.sailing,
    kind: values.kind as DisruptionKind,
    portCode: values.port,
    callSeq: callSeq === undefined ? undefined : Number(callSeq),
    newDateTime: values['new-time'],
    message: values.message,
  };
}

export async function runDisruptionCommand(
  argv: string[],
  deps: { disruptions: DisruptionService; io: CliIo },
): Promise<number> {
  const { io } = deps;
  try {
    const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    const [command, ...extra] = positionals;
    if (command === 'help') {
      io.out(DISRUPTION_USAGE);
      return 0;
    }
    let input: DisruptionInput;
    try {
      if (command !== 'preview' && command !== 'record') {
        throw invalidCommand(`a command is required: preview or record ("help" shows the usage)`);
      }
      if (extra.length > 0) throw invalidCommand(`unexpected argument "${extra[0]}"`);
      input = disruptionInput(values);
    } catch (error) {
      // The command line's own refusals: one line naming the option (the service's name their code below).
      if (error instanceof AppError) {
        io.err(`disruption: ${error.detail}`);
        return 1;
      }
      throw error;
    }
    if (command === 'preview') {
      const preview = await deps.disruptions.preview(input);
      if (values.json) io.out(JSON.stringify(preview, null, 2));
      else {
        printPreview(io, preview);
        io.out('nothing saved (run record with the same options to save it)');
      }
      return 0;
    }
    const recorded = await deps.disruptions.record(input, { recordedBy: values.by ?? userInfo().username });
    if (values.json) io.out(JSON.stringify(recorded, null, 2));
    else {
      printPreview(io, recorded);
      io.out(`recorded ${recorded.disruptionId} at ${recorded.recordedAt} by ${recorded.recordedBy}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`disruption: ${error.code}: ${error.detail}`);
      for (const [field, messages] of Object.entries(error.errors ?? {})) {
        for (const m of messages) io.err(`  ${field}: ${m}`);
      }
      return 1;
    }
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      io.err(`disruption: ${(error as Error).message.split('\n')[0]}`);
      return 1;
    }
    throw error;
  }
}
