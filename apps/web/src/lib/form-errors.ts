import { useState, type FormEvent } from 'react';
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

export type CheckedChanges<F extends string, B> =
  { ok: true; body: B } | { ok: false; errors: FieldErrors<F>; formError: string | null };

/**
 * An edit dialog's form: its values, each change clearing that field's error; on submit the values
 * are checked (`check`, usually the server's own schema), sent (`save`) and, once saved, `onSaved`
 * runs. A failed request shows under the field the server names, or above the form.
 */
export function useEditForm<V extends Record<F, unknown>, F extends string, B, S>(options: {
  initial: () => V;
  fields: readonly F[];
  check: (values: V) => CheckedChanges<F, B>;
  save: (body: B) => Promise<S>;
  onSaved: (saved: S) => void;
  pending: boolean;
  /** The id of the element that shows a field's error, for aria-describedby. */
  errorIdOf: (field: F) => string;
}) {
  const [values, setValues] = useState<V>(options.initial);
  const { errors, setErrors, formError, setFormError, clear, fail } = useFormErrors(options.fields);

  function set<K extends F>(field: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    clear(field);
    setFormError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (options.pending) return;
    setFormError(null);
    const checked = options.check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(checked.formError);
      return;
    }
    setErrors({});
    try {
      options.onSaved(await options.save(checked.body));
    } catch (error) {
      fail(error);
    }
  }

  const invalid = (field: F) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? options.errorIdOf(field) : undefined,
  });

  return { values, set, errors, formError, submit, invalid };
}
