import 'server-only';
import { ownerMailer } from '@/lib/contact/owner-mailer';
import { readSmallForm } from '@/lib/http/bodies';
import { seeOther } from '@/lib/http/redirect';
import { routes } from '@/lib/routes';
import { stores } from '@/lib/store';
import { isMessageState } from '@/lib/store/types';
import {
  currentSessionOf,
  plainAnswer,
  refuseCrossSite,
  refuseUnlessOwner,
  signInSender,
  withNewSession,
  clearSession,
} from './session';

const FORM_MAX = 2048;

const badForm = () => plainAnswer(400, 'The form was not understood.');
const notFound = (text: string) => plainAnswer(404, text);

/** POST /admin/session: a one-time link's token, from its page's button. */
export async function signInByLink(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const form = await readSmallForm(request, FORM_MAX);
  if (!form) return badForm();
  const { admin } = await stores();
  const who = await signInSender(request);
  // A good link always signs in; only refusals are counted, and past the limit no more.
  const ok = await admin.useSignInLink(form.get('token') ?? '');
  if (!ok && (await admin.tooManyFailures(who))) {
    return seeOther(`${routes.adminSignIn}?refused=many`);
  }
  await admin.recordAttempt({ method: 'link', ok, ...who });
  if (!ok) return seeOther(`${routes.adminSignIn}?refused=link`);
  // Without a passkey yet, the owner is offered to add one.
  const to = (await admin.passkeys()).length ? routes.admin : `${routes.adminSecurity}?welcome=1`;
  return withNewSession(seeOther(to), 'link');
}

/** POST /admin/sign-out: this session, or with `everywhere` every one. */
export async function signOut(request: Request): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const form = await readSmallForm(request, FORM_MAX);
  const { admin } = await stores();
  const session = currentSessionOf(request);
  if (form?.get('everywhere')) await admin.endAllSessions();
  else if (session) await admin.endSession(session);
  return clearSession(seeOther(`${routes.adminSignIn}?signed-out=1`));
}

/** POST /admin/messages/<id>/update: `do` is a state, "delete" or "release". */
export async function updateMessage(request: Request, id: string): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const form = await readSmallForm(request, FORM_MAX);
  const action = form?.get('do');
  const number = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : NaN;
  if (!action || !Number.isSafeInteger(number)) return badForm();
  const { messages } = await stores();
  const message = await messages.message(number);
  if (!message) return notFound('No such message.');
  if (action === 'delete') {
    await messages.remove(number);
    return seeOther(`${routes.admin}?done=deleted`);
  }
  if (action === 'release') {
    // Sent on at once, as a message taken now would be.
    if (message.held && (await messages.held.release([number])).length) {
      void ownerMailer(messages)?.deliverDue();
    }
    return seeOther(`${routes.adminMessage(number)}?done=released`);
  }
  if (!isMessageState(action)) return badForm();
  await messages.setState(number, action);
  return seeOther(`${routes.adminMessage(number)}?done=${action}`);
}

/** POST /admin/passkeys/remove: `id` is the passkey's. */
export async function removePasskey(request: Request): Promise<Response> {
  const refused = await refuseUnlessOwner(request);
  if (refused) return refused;
  const form = await readSmallForm(request, FORM_MAX);
  const id = form?.get('id');
  if (!id) return badForm();
  if (!(await (await stores()).admin.removePasskey(id))) return notFound('No such passkey.');
  return seeOther(`${routes.adminSecurity}?removed=1`);
}
