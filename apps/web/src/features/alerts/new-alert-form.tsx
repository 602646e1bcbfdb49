import { useId, useState, type FormEvent } from 'react';
import { ALERT_NAME_MAX, METRIC_MAX_DAYS } from '@pantau/contracts';
import { errorMessage } from '@/lib/api';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Checkbox } from '@/ui/checkbox';
import { errorIdOf, FormField } from '@/ui/form-field';
import { Input, inputClasses } from '@/ui/input';
import { Label } from '@/ui/label';
import { SegmentedControl } from '@/ui/segmented-control';
import { StockPicker } from '@/ui/stock-picker';
import { toast } from '@/ui/toaster';
import {
  ALERT_KIND_OPTIONS,
  LABEL_METRICS,
  readDraft,
  RULE_KINDS,
  type AlertDraft,
  type AlertKind,
  type DraftField,
} from './alert-draft';
import { useCreateAlert } from './alerts-api';

type Errors = Partial<Record<DraftField | 'name', string>>;

const START: AlertDraft = {
  symbol: '',
  kind: 'priceAbove',
  value: '',
  broker: '',
  days: '5',
  labelMetric: 'accTop5',
};

const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) } : {};

/** An alert on one stock: one rule, or its accumulation label; named from the choice unless renamed. */
export function NewAlertForm() {
  const id = useId();
  const create = useCreateAlert();
  const [draft, setDraft] = useState(START);
  /** Null while the suggested name is used; set once the member types their own. */
  const [ownName, setOwnName] = useState<string | null>(null);
  const [email, setEmail] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const read = readDraft(draft);
  const name = ownName ?? (read.ok ? read.name : '');
  const rule = draft.kind === 'labelChange' ? null : RULE_KINDS[draft.kind];

  const change = (fields: Partial<AlertDraft>) => {
    setDraft((current) => ({ ...current, ...fields }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(fields)) delete next[field as DraftField];
      return next;
    });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const trimmed = name.trim();
    const nameError =
      trimmed === ''
        ? 'Name is required'
        : trimmed.length > ALERT_NAME_MAX
          ? `Name must be at most ${ALERT_NAME_MAX} characters`
          : undefined;
    const found: Errors = { ...(read.ok ? {} : read.errors), ...(nameError ? { name: nameError } : {}) };
    setErrors(found);
    if (!read.ok || nameError) return;
    create.mutate(
      { name: trimmed, target: read.target, email },
      {
        onSuccess: (alert) => {
          toast.success(`Alert “${alert.name}” created`);
          setDraft((current) => ({ ...current, value: '' }));
          setOwnName(null);
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>New alert</CardTitle>
        <CardDescription>Hear when a stock crosses your level, checked on each day’s data.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="space-y-4" aria-label="New alert">
          <div className="space-y-2">
            <StockPicker ticker={draft.symbol} onChange={(symbol) => change({ symbol })} />
            {errors.symbol ? (
              <p role="alert" className="text-sm text-down">
                {errors.symbol}
              </p>
            ) : null}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-kind`}>Alert me when</Label>
            <select
              id={`${id}-kind`}
              className={inputClasses}
              value={draft.kind}
              onChange={(event) => change({ kind: event.target.value as AlertKind, value: '' })}
            >
              {ALERT_KIND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {rule ? (
            <div className="grid gap-4 sm:grid-cols-3">
              {draft.kind === 'brokerNet' ? (
                <>
                  <FormField id={`${id}-broker`} label="Broker code" error={errors.broker}>
                    <Input
                      id={`${id}-broker`}
                      className="uppercase"
                      maxLength={2}
                      autoCapitalize="characters"
                      placeholder="YP"
                      value={draft.broker}
                      onChange={(event) => change({ broker: event.target.value })}
                      {...invalid(`${id}-broker`, errors.broker)}
                    />
                  </FormField>
                  <FormField id={`${id}-days`} label="Over days" error={errors.days}>
                    <Input
                      id={`${id}-days`}
                      type="number"
                      min={1}
                      max={METRIC_MAX_DAYS}
                      step={1}
                      value={draft.days}
                      onChange={(event) => change({ days: event.target.value })}
                      {...invalid(`${id}-days`, errors.days)}
                    />
                  </FormField>
                </>
              ) : null}
              <FormField id={`${id}-value`} label={rule.valueLabel} error={errors.value}>
                <Input
                  id={`${id}-value`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={draft.value}
                  onChange={(event) => change({ value: event.target.value })}
                  {...invalid(`${id}-value`, errors.value)}
                />
              </FormField>
            </div>
          ) : (
            <SegmentedControl
              label="Label"
              value={draft.labelMetric}
              options={LABEL_METRICS}
              onChange={(labelMetric) => change({ labelMetric })}
            />
          )}
          <FormField id={`${id}-name`} label="Name" error={errors.name}>
            <Input
              id={`${id}-name`}
              maxLength={ALERT_NAME_MAX}
              value={name}
              onChange={(event) => {
                setOwnName(event.target.value);
                setErrors(({ name: _name, ...rest }) => rest);
              }}
              {...invalid(`${id}-name`, errors.name)}
            />
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-email`}
              checked={email}
              onChange={(event) => setEmail(event.target.checked)}
            />
            <Label htmlFor={`${id}-email`} className="font-normal">
              Also email me
            </Label>
          </div>
          {serverError ? <Alert tone="danger">{serverError}</Alert> : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create alert'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
