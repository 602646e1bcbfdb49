import { useState, type FormEvent } from 'react';
import { ZCreateCodeChangeRequestSchema, type TCreateCodeChangeRequest } from '@pantau/contracts';
import { formatNumber, formatShortDate } from '@/lib/format';
import { issuesByField, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { useConfirm } from '@/ui/confirm-dialog';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { useCreateCodeChange } from './stocks-api';

type Values = { old_symbol: string; new_symbol: string; changed_on: string };
type Field = keyof Values;

const EMPTY: Values = { old_symbol: '', new_symbol: '', changed_on: '' };
const FIELDS = Object.keys(EMPTY) as Field[];

/** The two codes are compared with each other, so editing either clears the other's error too. */
const CLEARS: Partial<Record<Field, Field[]>> = { old_symbol: ['new_symbol'], new_symbol: ['old_symbol'] };

/** The request the form stands for, checked by the same schema the server applies. */
function checkCodeChange(
  values: Values,
): { ok: true; body: TCreateCodeChangeRequest } | { ok: false; errors: FieldErrors<Field> } {
  const parsed = ZCreateCodeChangeRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const { errors } = issuesByField(parsed.error.issues, FIELDS);
  // The schema's message asks for YYYY-MM-DD, which does not help with a date picker left empty.
  if (!values.changed_on) errors.changed_on = 'Effective date is required';
  return { ok: false, errors };
}

const rows = (count: number) => `${formatNumber(count)} stored ${count === 1 ? 'row' : 'rows'}`;

const ID = 'code-change';
const idOf = (field: Field) => `${ID}-${field}`;

/**
 * POST /api/admin/stocks/code-changes, once the admin confirms: it moves stored history from one
 * code to another, which the app cannot undo.
 */
export function CodeChangeForm({ titleId }: { titleId: string }) {
  const confirm = useConfirm();
  const create = useCreateCodeChange();
  const [values, setValues] = useState<Values>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const { errors, setErrors, formError, setFormError, clear, fail } = useFormErrors(FIELDS);

  function set(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    clear(field, ...(CLEARS[field] ?? []));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    setDone(null);
    const checked = checkCodeChange(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { old_symbol: from, new_symbol: to, changed_on: on } = checked.body;
    const ok = await confirm({
      title: `Move ${from}'s history to ${to}?`,
      description: `From ${formatShortDate(on)}, ${from} trades as ${to}. Everything stored under ${from} before that day (bars, trade records, ownership, corporate actions, index membership, watchlists) moves to ${to}. This cannot be undone from the app.`,
      confirmText: 'Move history',
      cancelText: 'Cancel',
      destructive: true,
    });
    if (!ok) return;
    try {
      const { change, rows_moved } = await create.mutateAsync(checked.body);
      setDone(
        `${change.old_symbol} is now ${change.new_symbol} from ${change.changed_on}: ${rows(rows_moved)} moved.`,
      );
      setValues(EMPTY);
    } catch (error) {
      fail(error);
    }
  }

  const invalid = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorIdOf(idOf(field)) : undefined,
  });

  const codeInput = (field: 'old_symbol' | 'new_symbol', placeholder: string) => (
    <Input
      id={idOf(field)}
      {...invalid(field)}
      className="uppercase placeholder:normal-case"
      placeholder={placeholder}
      maxLength={12}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={values[field]}
      onChange={(event) => set(field, event.target.value.toUpperCase())}
    />
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-4">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3 xl:grid-cols-1">
        <FormField id={idOf('old_symbol')} label="Old code" error={errors.old_symbol}>
          {codeInput('old_symbol', 'BBKP')}
        </FormField>
        <FormField id={idOf('new_symbol')} label="New code" error={errors.new_symbol}>
          {codeInput('new_symbol', 'KBBP')}
        </FormField>
        <FormField id={idOf('changed_on')} label="Effective from" error={errors.changed_on}>
          <Input
            id={idOf('changed_on')}
            {...invalid('changed_on')}
            type="date"
            min="1900-01-01"
            max="2100-12-31"
            value={values.changed_on}
            onChange={(event) => set('changed_on', event.target.value)}
          />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Recording…' : 'Record code change'}
        </Button>
      </div>
    </form>
  );
}
