import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Radix's dialog is a chunk every screen would pay for while only a few ever ask a question; it
// loads with the first question.
const ConfirmDialog = lazy(() => import('./confirm-dialog-view'));

export type ConfirmOptions = {
  title: string;
  description?: ReactNode;
  /** Defaults to 'Ya'. */
  confirmText?: string;
  /** Defaults to 'Batal'. */
  cancelText?: string;
  /** Styles the confirm button as destructive. */
  destructive?: boolean;
};

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts one confirmation dialog for everything below it; see useConfirm. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolveRef.current?.(answer);
    resolveRef.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>((options) => {
    // A new question answers any unanswered one with "no".
    resolveRef.current?.(false);
    setRequest(options);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            {...request}
            open={open}
            onOpenChange={(next) => {
              if (!next) settle(false);
            }}
            onConfirm={() => settle(true)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/**
 * Asks a question and resolves true when confirmed ('Ya'), false when cancelled ('Batal'),
 * dismissed with Escape, or replaced by another question.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
