import type { LucideIcon } from 'lucide-react';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from './cn';
import { Input } from './input';
import { Label } from './label';

const SEARCH_DELAY_MS = 200;

/**
 * State for a combobox whose text follows a committed value (a ticker, a broker code): the text,
 * whether the list is open, the text debounced for searching, and `commit` to pick a value.
 */
export function useComboboxText(committed: string, onCommit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [open, setOpen] = useState(false);
  const [debounced, setDebounced] = useState(committed);

  useEffect(() => setText(committed), [committed]);
  useEffect(() => {
    // Searching per keystroke would flood the API; wait until typing pauses.
    const timer = setTimeout(() => setDebounced(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const commit = (value: string) => {
    setText(value);
    onCommit(value);
  };
  return {
    text,
    debounced,
    open,
    commit,
    field: { text, onTextChange: setText, open, onOpenChange: setOpen },
  };
}

export type ComboboxProps<T> = {
  label: string;
  text: string;
  onTextChange: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The suggestions to show; the caller decides which and how many (spec: at most 10). */
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Accessible name of the listbox. */
  listLabel: string;
  /** Shown when there are no options and none are loading, e.g. 'No stocks found'. */
  emptyText: string;
  /** While a search is in flight the empty text would flash, so it is held back. */
  loading?: boolean;
  /** Visible title above the options. */
  heading?: string;
  /** The value the input stands for; its option is tinted. */
  selectedKey?: string;
  /** Highlight the first option as soon as options arrive, so Enter and ArrowDown start from it. */
  autoHighlight?: boolean;
  upperCase?: boolean;
  selectOnFocus?: boolean;
  /** Keep the list closed even while focused, e.g. when the text already names a suggestion. */
  listHidden?: boolean;
  /** Escape or a pointer-down outside: the caller may put the committed value back. */
  onDismiss?: () => void;
  placeholder?: string;
  disabled?: boolean;
  icon?: LucideIcon;
  /** Rendered inside the input's box on the right, e.g. a clear button. */
  trailing?: ReactNode;
  className?: string;
  inputClassName?: string;
  listClassName?: string;
  optionClassName?: string;
};

/**
 * Accessible suggestion input (WAI-ARIA combobox with listbox popup): up/down move the highlight,
 * Enter picks the highlighted option (else the one whose key equals the text, else the first),
 * Escape closes the list; options are picked with the pointer without the input losing focus.
 */
export function Combobox<T>({
  label,
  text,
  onTextChange,
  open,
  onOpenChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  listLabel,
  emptyText,
  loading = false,
  heading,
  selectedKey,
  autoHighlight = false,
  upperCase = false,
  selectOnFocus = false,
  listHidden = false,
  onDismiss,
  placeholder,
  disabled = false,
  icon: Icon = Search,
  trailing,
  className,
  inputClassName,
  listClassName,
  optionClassName,
}: ComboboxProps<T>) {
  const inputId = useId();
  const listId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const start = autoHighlight ? 0 : -1;
  const [active, setActive] = useState(start);
  const optionKeys = options.map(optionKey).join('\n');
  const shown = open && !disabled && !listHidden;

  useEffect(() => setActive(start), [optionKeys, start]);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (boxRef.current?.contains(event.target as Node)) return;
      onOpenChange(false);
      onDismiss?.();
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open, onOpenChange, onDismiss]);

  const choose = (option: T) => {
    onOpenChange(false);
    onSelect(option);
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div ref={boxRef} className={cn('relative space-y-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Icon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && options[active] ? optionId(active) : undefined}
          autoComplete="off"
          className={cn('pl-9 font-mono', upperCase && 'uppercase', inputClassName)}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          onFocus={(event) => {
            if (selectOnFocus) event.target.select();
            onOpenChange(true);
          }}
          onChange={(event) => {
            onTextChange(upperCase ? event.target.value.toUpperCase() : event.target.value);
            onOpenChange(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              onOpenChange(true);
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((index) => Math.min(options.length - 1, Math.max(0, index + step)));
            } else if (event.key === 'Escape') {
              onOpenChange(false);
              onDismiss?.();
            } else if (event.key === 'Enter' && shown) {
              const typed = text.trim();
              const picked =
                options[active] ?? options.find((option) => optionKey(option) === typed) ?? options[0];
              if (!picked) return;
              event.preventDefault();
              choose(picked);
            }
          }}
        />
        {trailing}
      </div>
      {shown ? (
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className={cn(
            'absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg',
            listClassName,
          )}
        >
          {heading ? (
            <p className="px-2 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{heading}</p>
          ) : null}
          {options.length === 0 && !loading ? (
            <p className="px-2 py-2 text-sm text-muted">{emptyText}</p>
          ) : null}
          {options.map((option, index) => {
            const key = optionKey(option);
            return (
              <button
                key={key}
                id={optionId(index)}
                type="button"
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={cn(
                  'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-surface-muted',
                  (index === active || key === selectedKey) && 'bg-primary-soft',
                  optionClassName,
                )}
                onMouseDown={(event) => event.preventDefault()}
                onPointerEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {renderOption(option)}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
