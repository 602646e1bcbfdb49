import { useState, type FormEvent } from 'react';
import {
  CORPORATE_ACTION_TYPES,
  ZCreateCorporateActionRequestSchema,
  type TCorporateActionType,
  type TCreateCorporateActionRequest,
} from '@pantau/contracts';
import { issuesByField, useFormErrors, type FieldErrors } from '@/lib/form-errors';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input, inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/toaster';
import { useCreateCorporateAction } from './corporate-actions-api';

const TYPE_LABELS: Record<TCorporateActionType, string> = {
  split: 'Split',
  'reverse-split': 'Reverse split',
  bonus: 'Bonus',
  rights: 'Rights',
  dividend: 'Dividend',
};

/** A typical ratio of each type that has one, and what it means read as "from:to". */
const RATIO_EXAMPLES: Record<
  Exclude<TCorporateActionType, 'dividend'>,
  { from: number; to: number; meaning: string }
> = {
  split: { from: 1, to: 5, meaning: 'one share becomes five' },
  'reverse-split': { from: 10, to: 1, meaning: 'ten shares become one' },
  bonus: { from: 10, to: 1, meaning: 'one new share for every ten held' },
  rights: { from: 10, to: 3, meaning: 'every ten shares may buy three new ones' },
};

type Values = {
  symbol: string;
  type: TCorporateActionType;
  ex_date: string;
  ratio_from: string;
  ratio_to: string;
  price: string;
  amount: string;
};
type Field = keyof Values;

const EMPTY: Values = {
  symbol: '',
  type: 'split',
  ex_date: '',
  ratio_from: '',
  ratio_to: '',
  price: '',
  amount: '',
};

const FIELDS = Object.keys(EMPTY) as Field[];

/** The terms each type is recorded with; the others are neither shown nor sent. */
function termsOf(type: TCorporateActionType) {
  return { ratio: type !== 'dividend', price: type === 'rights', amount: type === 'dividend' };
}

/**
 * Editing one field clears the errors it can have caused. The schema files every ratio problem
 * under `ratio_to`, so either side clears both; a new type changes which terms are required.
 */
const CLEARS: Partial<Record<Field, Field[]>> = {
  type: ['ratio_from', 'ratio_to', 'price', 'amount'],
  ratio_from: ['ratio_to'],
  ratio_to: ['ratio_from'],
};

/** The request the form stands for, checked by the same schema the server applies. */
function checkCorporateAction(
  values: Values,
): { ok: true; body: TCreateCorporateActionRequest } | { ok: false; errors: FieldErrors<Field> } {
  const terms = termsOf(values.type);
  // An empty box is a missing term (its "needs" message), not the number 0.
  const number = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const parsed = ZCreateCorporateActionRequestSchema.safeParse({
    symbol: values.symbol,
    type: values.type,
    ex_date: values.ex_date,
    ...(terms.ratio ? { ratio_from: number(values.ratio_from), ratio_to: number(values.ratio_to) } : {}),
    ...(terms.price ? { price: number(values.price) } : {}),
    ...(terms.amount ? { amount: number(values.amount) } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const { errors } = issuesByField(parsed.error.issues, FIELDS);
  // The schema's message asks for YYYY-MM-DD, which does not help with a date picker left empty.
  if (!values.ex_date) errors.ex_date = 'Ex-date is required';
  return { ok: false, errors };
}

const ID = 'corporate-action';
const idOf = (field: Field | 'ratio') => `${ID}-${field}`;

/** POST /api/admin/corporate-actions; the list refetches once it is stored. */
export function CorporateActionForm({ titleId }: { titleId: string }) {
  const create = useCreateCorporateAction();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, formError, setFormError, clear, fail } = useFormErrors(FIELDS);
  const terms = termsOf(values.type);
  const ratioError = errors.ratio_from ?? errors.ratio_to;
  const example = values.type === 'dividend' ? null : RATIO_EXAMPLES[values.type];

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    clear(field, ...(CLEARS[field] ?? []));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setFormError(null);
    const checked = checkCorporateAction(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(checked.body);
      toast.success(`${created.label} of ${created.symbol} recorded`);
      // Several actions of one kind are often entered in a row.
      setValues({ ...EMPTY, type: values.type });
    } catch (error) {
      fail(error);
    }
  }

  const invalid = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorIdOf(idOf(field)) : undefined,
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-4">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-1">
        <FormField id={idOf('symbol')} label="Stock code" error={errors.symbol}>
          <Input
            id={idOf('symbol')}
            {...invalid('symbol')}
            className="uppercase"
            placeholder="BBCA"
            maxLength={12}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.symbol}
            onChange={(event) => set('symbol', event.target.value.toUpperCase())}
          />
        </FormField>
        <FormField id={idOf('type')} label="Type" error={errors.type}>
          <select
            id={idOf('type')}
            {...invalid('type')}
            className={cn(inputClasses, 'cursor-pointer')}
            value={values.type}
            onChange={(event) => set('type', event.target.value as TCorporateActionType)}
          >
            {CORPORATE_ACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={idOf('ex_date')} label="Ex-date" error={errors.ex_date}>
          <Input
            id={idOf('ex_date')}
            {...invalid('ex_date')}
            type="date"
            min="1900-01-01"
            max="2100-12-31"
            value={values.ex_date}
            onChange={(event) => set('ex_date', event.target.value)}
          />
        </FormField>
        {example ? (
          <fieldset className="min-w-0 space-y-2">
            <legend className="text-sm leading-none font-medium">Ratio (from : to)</legend>
            <div className="flex items-center gap-2">
              <Label htmlFor={idOf('ratio_from')} className="sr-only">
                Ratio from
              </Label>
              <Input
                id={idOf('ratio_from')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={String(example.from)}
                aria-invalid={ratioError ? true : undefined}
                aria-describedby={errorIdOf(idOf('ratio'))}
                value={values.ratio_from}
                onChange={(event) => set('ratio_from', event.target.value)}
              />
              <span aria-hidden="true" className="font-semibold text-muted">
                :
              </span>
              <Label htmlFor={idOf('ratio_to')} className="sr-only">
                Ratio to
              </Label>
              <Input
                id={idOf('ratio_to')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={String(example.to)}
                aria-invalid={ratioError ? true : undefined}
                aria-describedby={errorIdOf(idOf('ratio'))}
                value={values.ratio_to}
                onChange={(event) => set('ratio_to', event.target.value)}
              />
            </div>
            {ratioError ? (
              <p id={errorIdOf(idOf('ratio'))} role="alert" className="text-sm text-down">
                {ratioError}
              </p>
            ) : (
              <p id={errorIdOf(idOf('ratio'))} className="text-sm text-muted">
                {example.from}:{example.to} = {example.meaning}
              </p>
            )}
          </fieldset>
        ) : null}
        {terms.price ? (
          <FormField id={idOf('price')} label="Exercise price (Rp)" error={errors.price}>
            <Input
              id={idOf('price')}
              {...invalid('price')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="500"
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
            />
          </FormField>
        ) : null}
        {terms.amount ? (
          <FormField id={idOf('amount')} label="Amount per share (Rp)" error={errors.amount}>
            <Input
              id={idOf('amount')}
              {...invalid('amount')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              placeholder="25"
              value={values.amount}
              onChange={(event) => set('amount', event.target.value)}
            />
          </FormField>
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Recording…' : 'Record action'}
        </Button>
      </div>
    </form>
  );
}
