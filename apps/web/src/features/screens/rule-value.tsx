import { useId } from 'react';
import {
  ACCUMULATION_LABELS,
  SCREEN_OPERATOR_LABELS,
  SCREEN_OPERATORS,
  type TMetricKind,
  type TScreenOperator,
} from '@pantau/contracts';
import { Input, inputClasses } from '@/ui/input';
import { Field } from './field';
import { parseNumber } from './screen-draft';

const CHOICES: Record<Exclude<TMetricKind, 'number'>, readonly { value: string; label: string }[]> = {
  label: ACCUMULATION_LABELS.map((label) => ({ value: label, label })),
  cross: [
    { value: 'golden', label: 'Golden' },
    { value: 'death', label: 'Death' },
    { value: 'none', label: 'None' },
  ],
  flag: [
    { value: 'true', label: 'Yes' },
    { value: 'false', label: 'No' },
  ],
};

/** Labels, crosses and flags are equal or not; only numbers are larger or smaller. */
export function OperatorSelect({
  kind,
  value,
  onChange,
}: {
  kind: TMetricKind;
  value: TScreenOperator;
  onChange: (op: TScreenOperator) => void;
}) {
  const id = useId();
  const operators = kind === 'number' ? SCREEN_OPERATORS : (['eq', 'neq'] as const);
  return (
    <Field id={id} label="Operator" className="sm:w-20">
      <select
        id={id}
        className={inputClasses}
        value={value}
        onChange={(event) => onChange(event.target.value as TScreenOperator)}
      >
        {operators.map((op) => (
          <option key={op} value={op}>
            {SCREEN_OPERATOR_LABELS[op]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/**
 * The fixed right side of a rule. Numbers are typed as text so that a long one (1000000000) or one
 * on its way ('-', '1,') is kept as typed; the row's help says how it reads.
 */
export function RuleValue({
  kind,
  value,
  onChange,
}: {
  kind: TMetricKind;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  if (kind === 'number') {
    return (
      <Field id={id} label="Value" className="sm:w-40">
        <Input
          id={id}
          // The full keyboard, not a decimal pad: phones' pads have no minus sign and no B or M.
          autoComplete="off"
          className="tabular-nums"
          placeholder="e.g. 1000000000"
          value={value}
          aria-invalid={value.trim() !== '' && parseNumber(value) === null}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
    );
  }
  return (
    <Field id={id} label="Value" className="sm:w-36">
      <select
        id={id}
        className={inputClasses}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {CHOICES[kind].map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
