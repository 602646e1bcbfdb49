import { useState } from 'react';
import { ApiError, errorMessage } from './api';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Schema issues as each known field's first message; the first issue on no known field (a rule
 * on the whole request) comes back apart.
 */
export function issuesByField<F extends string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  fields: readonly F[],
): { errors: FieldErrors<F>; other: string | null } {
  const errors: FieldErrors<F> = {};
  let other: string | null = null;
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && fields.includes(field as F)) errors[field as F] ??= issue.message;
    else other ??= issue.message;
  }
  return { errors, other };
}

/**
 * A form's errors, one per field and one for the form as a whole. A failed request shows under the
 * field the server names, or above the form when it names none of this form's fields.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function clear(...cleared: F[]) {
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of cleared) delete next[field];
      return next;
    });
  }

  function fail(error: unknown) {
    if (error instanceof ApiError && error.field && fields.includes(error.field as F)) {
      setErrors({ [error.field]: error.message } as FieldErrors<F>);
    } else {
      setFormError(errorMessage(error));
    }
  }

  return { errors, setErrors, formError, setFormError, clear, fail };
}
