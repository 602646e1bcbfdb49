import { useState, type FormEvent } from 'react';
import { ZHolidayParamsSchema, ZPutHolidayRequestSchema, type TPutHolidayRequest } from '@pantau/contracts';
import { formatShortDate } from '@/lib/format';
import { issuesByField, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toaster';
import { usePutHoliday } from './holidays-api';

type Values = { date: string; name: string };
type Field = keyof Values;

const EMPTY: Values = { date: '', name: '' };

const FIELDS = Object.keys(EMPTY) as Field[];

/** The request the form stands for, checked by the same schemas the server applies to its path and body. */
function checkHoliday(
  values: Values,
): { ok: true; date: string; body: TPutHolidayRequest } | { ok: false; errors: FieldErrors<Field> } {
  const params = ZHolidayParamsSchema.safeParse({ date: values.date });
  const body = ZPutHolidayRequestSchema.safeParse({ name: values.name });
  if (params.success && body.success) return { ok: true, date: params.data.date, body: body.data };
  const { errors } = issuesByField([...(params.error?.issues ?? []), ...(body.error?.issues ?? [])], FIELDS);
  // The schema's message asks for YYYY-MM-DD, which does not help with a date picker left empty.
  if (!values.date) errors.date = 'Date is required';
  return { ok: false, errors };
}

const ID = 'holiday';
const idOf = (field: Field) => `${ID}-${field}`;

/**
 * PUT /api/admin/holidays/:date, which adds the day or renames it; `onSaved` hears its date once
 * the list has it.
 */
export function HolidayForm({ titleId, onSaved }: { titleId: string; onSaved: (date: string) => void }) {
  const put = usePutHoliday();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, formError, setFormError, clear, fail } = useFormErrors(FIELDS);

  function set(field: Field, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    clear(field);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (put.isPending) return;
    setFormError(null);
    const checked = checkHoliday(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await put.mutateAsync({ date: checked.date, body: checked.body });
      toast.success(`${formatShortDate(saved.date)} recorded as a holiday`);
      setValues(EMPTY);
      onSaved(saved.date);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-4">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        <FormField
          id={idOf('date')}
          label="Date"
          error={errors.date}
          hint="A weekday: the exchange never trades at weekends. A date already listed is renamed."
        >
          <Input
            id={idOf('date')}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errorIdOf(idOf('date'))}
            type="date"
            min="1900-01-01"
            max="2100-12-31"
            value={values.date}
            onChange={(event) => set('date', event.target.value)}
          />
        </FormField>
        <FormField id={idOf('name')} label="Name (optional)" error={errors.name}>
          <Input
            id={idOf('name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? errorIdOf(idOf('name')) : undefined}
            placeholder="Hari Kemerdekaan"
            maxLength={120}
            autoComplete="off"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={put.isPending}>
          {put.isPending ? 'Adding…' : 'Add holiday'}
        </Button>
      </div>
    </form>
  );
}
