/** Keyboard behaviour of the tooltip (WAI-ARIA tooltip pattern) and the toasts (spec §9: F8 reaches them). */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { useToast } from './toast.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger, hides on Escape and on blur', async () => {
    renderWithProviders(
      <>
        <Tooltip text="Each follow-up costs AED 1.00">
          <button type="button">Price</button>
        </Tooltip>
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Price' });
    const tooltip = screen.getByText('Each follow-up costs AED 1.00');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.className).toContain('hidden');
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger);
    expect(tooltip.className).toContain('block');
    await userEvent.keyboard('{Escape}');
    expect(tooltip.className).toContain('hidden');
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(tooltip.className).toContain('block');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(tooltip.className).toContain('hidden');
  });
});

function Notifier() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Link copied' })}>
      Copy
    </button>
  );
}

describe('Toasts', () => {
  it('announce in a polite live region that F8 reaches, and close with their button', async () => {
    renderWithProviders(<Notifier />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Link copied');
    await act(async () => {
      await userEvent.keyboard('{F8}');
    });
    expect(document.activeElement).toBe(region);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(region.textContent).not.toContain('Link copied');
  });
});
