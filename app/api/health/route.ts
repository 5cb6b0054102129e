import { ownerMailer } from '@/lib/contact/owner-mailer';
import { dataDiskSpace } from '@/lib/http/disk';
import { isStopping } from '@/lib/http/stopping';
import { buildId as builtAs } from '@/lib/settings/public';
import { DatabaseBusy, stores, type Stores } from '@/lib/store';
import { DatabaseUnavailable } from '@/lib/store/engines/postgres';

export const dynamic = 'force-dynamic';

const buildId = builtAs() ?? 'development';
const headers = { 'Cache-Control': 'no-store' };

/** A monitor wants a prompt answer, so the database's lock is waited for briefly. */
const LOCK_WAIT_MS = 250;

export async function GET() {
  if (isStopping()) {
    return Response.json({ status: 'stopping', buildId }, { status: 503, headers });
  }
  const unavailable = (problem: string, extra = {}) =>
    Response.json({ status: 'unavailable', buildId, problem, ...extra }, { status: 503, headers });
  // Locked for a moment is "busy"; PostgreSQL out of reach, or anything else, is "database".
  const problemOf = (error: unknown) =>
    error instanceof DatabaseBusy && !(error instanceof DatabaseUnavailable) ? 'busy' : 'database';
  let opened: Stores;
  try {
    opened = await stores({ maxWaitMs: LOCK_WAIT_MS });
    // Whichever request comes first after a start, mail due before it goes out.
    ownerMailer(opened.messages);
  } catch (error) {
    if (!(error instanceof DatabaseBusy)) {
      console.error('[health] the database cannot be opened:', error);
    } else if (error instanceof DatabaseUnavailable) {
      console.error(`[health] ${error.message}`);
    }
    return unavailable(problemOf(error));
  }
  try {
    await opened.messages.checkUsable({ maxWaitMs: LOCK_WAIT_MS });
  } catch (error) {
    return unavailable(problemOf(error));
  }
  const disk = dataDiskSpace();
  // Nearly full: messages can still be stored for a while, but someone must look now.
  if (disk.low()) {
    return unavailable('disk', { freeBytes: disk.free(), minFreeBytes: disk.minFree });
  }
  return Response.json({ status: 'ok', buildId }, { headers });
}
