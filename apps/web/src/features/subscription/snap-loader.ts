/**
 * Loads the payment gateway's Snap script once (an external <script> tag: the CSP forbids inline
 * scripts) and hands back window.snap. The server says where the script lives and which client
 * key it needs (GET /api/subscription/snap-config); in sandbox mode it is our own origin.
 */
export type SnapResult = {
  status_code?: string;
  status_message?: string;
  transaction_status?: string;
  payment_type?: string;
  order_id?: string;
  gross_amount?: string;
  fraud_status?: string;
};

export type SnapCallbacks = {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  onClose?: () => void;
};

export type Snap = {
  pay: (token: string, callbacks?: SnapCallbacks) => void;
  hide?: () => void;
};

declare global {
  interface Window {
    snap?: Snap;
  }
}

const SCRIPT_ID = 'pantau-snap-js';
const READY_TIMEOUT_MS = 10_000;
let loading: Promise<Snap | null> | null = null;

export function currentSnap(): Snap | null {
  return typeof window !== 'undefined' && window.snap && typeof window.snap.pay === 'function'
    ? window.snap
    : null;
}

/** Resolves window.snap once the script has run, or null when it cannot be loaded (retry allowed). */
export function loadSnap(config: { scriptUrl: string; clientKey: string }): Promise<Snap | null> {
  const ready = currentSnap();
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<Snap | null>((resolve) => {
    let script = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    if (!script) {
      script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = config.scriptUrl;
      script.async = true;
      script.setAttribute('data-client-key', config.clientKey);
      document.head.appendChild(script);
    }
    const started = Date.now();
    const finish = (snap: Snap | null) => {
      if (!snap) {
        // Let a later attempt add a fresh tag (a flaky network, a blocked host).
        document.getElementById(SCRIPT_ID)?.remove();
        loading = null;
      }
      resolve(snap);
    };
    const poll = () => {
      const snap = currentSnap();
      if (snap) return finish(snap);
      if (Date.now() - started > READY_TIMEOUT_MS) return finish(null);
      window.setTimeout(poll, 50);
    };
    script.addEventListener('error', () => finish(null), { once: true });
    poll();
  });
  return loading;
}
