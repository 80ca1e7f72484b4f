import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Example">
        <input aria-label="First" />
        <button type="button">Last</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
      <button type="button" onClick={() => setInner(true)}>
        Open inner
      </button>
      <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
        <input aria-label="Inner field" />
      </Dialog>
    </Dialog>
  );
}

describe('Stacked dialogs', () => {
  it('give Escape and Tab to the topmost dialog only', async () => {
    renderWithProviders(<Stacked />);
    const opener = screen.getByRole('button', { name: 'Open inner' });
    await userEvent.click(opener);
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(inner.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('What lies beside an open dialog', () => {
  it('is inert while it is open (the app, and the dialog beneath a stacked one), the toasts excepted, and live again after', async () => {
    renderWithProviders(<Stacked />);
    const outer = screen.getByRole('dialog', { name: 'Outer' });
    const app = document.body.querySelector(':scope > div:not([data-stays-live])');
    const toasts = document.body.querySelector(':scope > [data-stays-live]');
    const outerOverlay = outer.parentElement!;
    expect(toasts?.getAttribute('role')).toBe('region');
    // The harness renders the outer dialog open: the app beside it is inert, the toasts are not.
    expect(app).not.toBe(outerOverlay);
    expect(app?.hasAttribute('inert')).toBe(true);
    expect(toasts?.hasAttribute('inert')).toBe(false);
    expect(outerOverlay.hasAttribute('inert')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    const innerOverlay = screen.getByRole('dialog', { name: 'Inner' }).parentElement!;
    expect(outerOverlay.hasAttribute('inert')).toBe(true);
    expect(innerOverlay.hasAttribute('inert')).toBe(false);
    expect(toasts?.hasAttribute('inert')).toBe(false);

    await userEvent.keyboard('{Escape}');
    expect(outerOverlay.hasAttribute('inert')).toBe(false);
    expect(app?.hasAttribute('inert')).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app?.hasAttribute('inert')).toBe(false);
  });
});
