import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const FRUITS = ['APPLE', 'APRICOT', 'AVOCADO', 'BANANA'];

function Harness({
  onSelect,
  onDismiss,
  autoHighlight,
}: {
  onSelect: (fruit: string) => void;
  onDismiss?: () => void;
  autoHighlight?: boolean;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const options = FRUITS.filter((fruit) => fruit.startsWith(text));
  return (
    <>
      <Combobox
        label="Fruit"
        text={text}
        onTextChange={setText}
        open={open}
        onOpenChange={setOpen}
        options={options}
        optionKey={(fruit) => fruit}
        renderOption={(fruit) => fruit}
        onSelect={(fruit) => {
          setText(fruit);
          onSelect(fruit);
        }}
        listLabel="Fruits"
        emptyText="No fruits found"
        heading="All Fruits"
        upperCase
        autoHighlight={autoHighlight}
        onDismiss={onDismiss}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Fruit' });

describe('Combobox', () => {
  it('upper-cases the text and lists the options under a heading', async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={vi.fn()} />);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await user.type(input(), 'ap');
    expect((input() as HTMLInputElement).value).toBe('AP');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Fruits' });
    expect(input().getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['APPLE', 'APRICOT']);
    expect(screen.getByText('All Fruits')).toBeTruthy();
  });

  it('moves the highlight with the arrow keys and picks it with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'a');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('APRICOT');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('APRICOT');
  });

  it('with autoHighlight starts on the first option, so one ArrowDown reaches the second', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} autoHighlight />);
    await user.type(input(), 'a');
    expect(input().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('APRICOT');
  });

  it('Enter without a highlight picks the option equal to the text, else the first', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'b{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('BANANA');
  });

  it('picks an option with the pointer', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'av');
    await user.click(screen.getByRole('option', { name: 'AVOCADO' }));
    expect(onSelect).toHaveBeenCalledWith('AVOCADO');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape and a click elsewhere close the list and report the dismissal', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onDismiss = vi.fn();
    render(<Harness onSelect={onSelect} onDismiss={onDismiss} />);
    await user.type(input(), 'a');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'zz');
    expect(screen.getByRole('listbox').textContent).toContain('No fruits found');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
