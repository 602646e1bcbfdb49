import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MESSAGES, SCREEN_GALLERY, SCREENS_API_MESSAGES, type TSavedScreen } from '@pantau/contracts';
import { refusal, renderScreensPage, serveScreens } from './test-screens-api';
import { draftFromScreen } from './screen-draft';
import { encodeScreen } from './screen-url';

afterEach(() => vi.unstubAllGlobals());

const BREAKOUT = SCREEN_GALLERY[2]!;
const SAVED: TSavedScreen = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'My breakout',
  definition: BREAKOUT.definition,
  columns: BREAKOUT.columns,
  createdAt: '2026-11-18T09:00:00Z',
  updatedAt: '2026-11-19T09:00:00Z',
};
const OTHER: TSavedScreen = { ...SAVED, id: '22222222-2222-4222-8222-222222222222', name: 'Oversold' };
const linkTo = (saved: TSavedScreen) => `/screens?s=${encodeScreen(draftFromScreen(saved))}&id=${saved.id}`;

const dialog = () => screen.getByRole('dialog');
const searchOf = (router: ReturnType<typeof renderScreensPage>) =>
  new URLSearchParams(router.state.location.search);

describe('Screens: saving, my screens and alerts', () => {
  it(
    'saves a gallery screen under a name, updates it, then saves a copy as new',
    { timeout: 15_000 },
    async () => {
      const api = serveScreens();
      const user = userEvent.setup({ delay: null });
      const router = renderScreensPage();
      await user.click(screen.getByRole('button', { name: `Open ${BREAKOUT.name}` }));
      await waitFor(() => expect(api.sent('POST', '/api/screens/run')).toHaveLength(1));
      expect(screen.getByText('Not saved')).toBeTruthy();
      expect(screen.getByText('Save the screen first')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Create alert' }).hasAttribute('disabled')).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Save' }));
      const name = within(dialog()).getByLabelText<HTMLInputElement>('Name');
      expect(name.value).toBe(BREAKOUT.name);
      await user.clear(name);
      await user.paste('Breakout YP');
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.sent('POST', '/api/screens')).toEqual([
        { name: 'Breakout YP', definition: BREAKOUT.definition, columns: BREAKOUT.columns },
      ]);
      const id = '00000000-0000-4000-8000-000000000001';
      await waitFor(() => expect(searchOf(router).get('id')).toBe(id));
      expect(await screen.findByText('Saved')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Breakout YP', level: 2 })).toBeTruthy();

      const value = screen.getAllByLabelText<HTMLInputElement>('Value')[1]!;
      await user.clear(value);
      await user.type(value, '3');
      expect(screen.getByText('Unsaved changes')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.sent('PUT', `/api/screens/${id}`)).toHaveLength(1));
      const updated = api.sent('PUT', `/api/screens/${id}`)[0] as TSavedScreen;
      expect(updated.name).toBe('Breakout YP');
      expect(updated.definition.groups[0]!.rules[1]!.right).toEqual({ kind: 'value', value: 3 });
      expect(await screen.findByText('Saved')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Save as new' }));
      expect(within(dialog()).getByRole('heading', { name: 'Save as a new screen' })).toBeTruthy();
      await user.clear(within(dialog()).getByLabelText('Name'));
      await user.paste('Breakout 3×');
      await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.sent('POST', '/api/screens')).toHaveLength(2));
      await waitFor(() => expect(searchOf(router).get('id')).toBe('00000000-0000-4000-8000-000000000002'));
      expect(within(screen.getByRole('list', { name: 'My screens' })).getAllByRole('listitem')).toHaveLength(
        2,
      );
    },
  );

  it('keeps the dialog open with the server’s message when the screen limit is reached', async () => {
    serveScreens({
      answers: { 'POST /api/screens': [refusal(409, 'SCREEN_LIMIT', SCREENS_API_MESSAGES.tooMany)] },
    });
    const user = userEvent.setup({ delay: null });
    renderScreensPage();
    await user.click(screen.getByRole('button', { name: `Open ${BREAKOUT.name}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(SCREENS_API_MESSAGES.tooMany);
  });

  it(
    'opens and deletes the member’s screens; a link to someone else’s screen is not theirs to update',
    { timeout: 15_000 },
    async () => {
      const api = serveScreens({ screens: [SAVED, OTHER] });
      const user = userEvent.setup({ delay: null });
      const router = renderScreensPage(
        `/screens?s=${encodeScreen(draftFromScreen(SAVED))}&id=${'3'.repeat(8)}-3333-4333-8333-333333333333`,
      );
      await screen.findByRole('list', { name: 'My screens' });
      expect(screen.getByText('Not saved')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Open Oversold' }));
      await waitFor(() => expect(searchOf(router).get('id')).toBe(OTHER.id));
      expect(screen.getByText('Saved')).toBeTruthy();
      expect(
        screen.getByRole('button', { name: 'Open Oversold' }).closest('li')?.getAttribute('aria-current'),
      ).toBe('true');
      await waitFor(() => expect(api.sent('POST', '/api/screens/run')).toHaveLength(2));

      await user.click(screen.getByRole('button', { name: 'Delete Oversold' }));
      await user.click(await screen.findByRole('button', { name: 'Keep' }));
      expect(api.sent('DELETE', `/api/screens/${OTHER.id}`)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Delete Oversold' }));
      await user.click(await screen.findByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(api.sent('DELETE', `/api/screens/${OTHER.id}`)).toHaveLength(1));
      await waitFor(() => expect(searchOf(router).get('id')).toBeNull());
      expect(screen.queryByRole('button', { name: 'Open Oversold' })).toBeNull();
      expect(screen.getByText('Not saved')).toBeTruthy();
    },
  );

  it('creates an alert on a saved screen, showing the plan’s limit as the server words it', async () => {
    const api = serveScreens({
      screens: [SAVED],
      answers: { 'POST /api/alerts': [refusal(403, 'ALERT_LIMIT', ALERT_MESSAGES.limitTrial)] },
    });
    const user = userEvent.setup({ delay: null });
    renderScreensPage(linkTo(SAVED));
    await screen.findByText('Saved');
    expect(screen.queryByText('Save the screen first')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Name').value).toBe('My breakout changes');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Also email me').checked).toBe(true);
    await user.click(within(dialog()).getByRole('button', { name: 'Enter or leave' }));
    await user.click(within(dialog()).getByLabelText('Also email me'));
    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(ALERT_MESSAGES.limitTrial);

    await user.click(within(dialog()).getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('Alert created')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent('POST', '/api/alerts')).toEqual([
      {
        name: 'My breakout changes',
        target: { kind: 'screen', screenId: SAVED.id, on: 'both' },
        email: false,
      },
      {
        name: 'My breakout changes',
        target: { kind: 'screen', screenId: SAVED.id, on: 'both' },
        email: false,
      },
    ]);
    expect(screen.getByRole('button', { name: 'View alerts' })).toBeTruthy();
  });

  it('shows the upgrade panel to a member without a plan', async () => {
    serveScreens({
      answers: {
        'GET /api/screens': [refusal(403, 'SUBSCRIPTION_REQUIRED', 'An active trial or plan is needed')],
      },
    });
    renderScreensPage();
    expect(await screen.findByRole('heading', { name: 'Upgrade to continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
  });
});
