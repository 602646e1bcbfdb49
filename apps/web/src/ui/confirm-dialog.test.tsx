import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: 'Hapus watchlist?' })))}>
        Delete
      </button>
      <p>answer: {answer}</p>
    </>
  );
}

function renderWithConfirm() {
  render(
    <ConfirmProvider>
      <DeleteButton />
    </ConfirmProvider>,
  );
}

describe('useConfirm', () => {
  it("resolves true when confirmed with the default 'Ya'", async () => {
    const user = userEvent.setup();
    renderWithConfirm();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Hapus watchlist?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ya' }));

    expect(await screen.findByText('answer: true')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("resolves false when cancelled with the default 'Batal'", async () => {
    const user = userEvent.setup();
    renderWithConfirm();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Batal' }));

    expect(await screen.findByText('answer: false')).toBeTruthy();
  });
});
