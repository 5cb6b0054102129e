'use client';

import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useState, useSyncExternalStore } from 'react';
import styles from './admin.module.scss';

type Purpose = 'register' | 'sign-in';

const post = (body: object) =>
  fetch('/admin/passkeys', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const noChange = () => () => undefined;

/** Asks the browser for a passkey, to add it or to sign in with it, then follows the server. */
export function PasskeyButton({
  purpose,
  label,
  refused,
  needsScript,
}: {
  purpose: Purpose;
  label: string;
  refused: string;
  needsScript: string;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'refused'>('idle');
  // False in the server's HTML: without scripts the button stays off and says why.
  const ready = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );

  async function run() {
    setState('busy');
    try {
      const options = await post({ purpose, step: 'options' });
      if (!options.ok) throw new Error(String(options.status));
      const optionsJSON = await options.json();
      const response =
        purpose === 'register'
          ? await startRegistration({ optionsJSON })
          : await startAuthentication({ optionsJSON });
      const verified = await post({ purpose, step: 'verify', response });
      if (!verified.ok) throw new Error(String(verified.status));
      const { next } = (await verified.json()) as { next: string };
      window.location.assign(next);
    } catch {
      setState('refused');
    }
  }

  return (
    <div className={styles.passkey}>
      <button
        type="button"
        className={styles.primary}
        onClick={() => void run()}
        disabled={!ready || state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {label}
      </button>
      {!ready && <p className={styles.hint}>{needsScript}</p>}
      {state === 'refused' && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
    </div>
  );
}
