import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CostCalculator } from './cost-calculator.tsx';

const estimate = () => screen.getByTestId('cost-estimate');

describe('CostCalculator', () => {
  it('opens on 10 chats and 5 follow-ups: AED 60.00 a month, AED 51.00 in the first month', () => {
    render(<CostCalculator />);
    expect(screen.getByLabelText('New chats per month')).toHaveProperty('value', '10');
    expect(screen.getByLabelText('Follow-up questions per month')).toHaveProperty('value', '5');
    expect(estimate().textContent).toContain('AED 60.00');
    expect(estimate().textContent).toContain('10 chats × AED 5.00');
    expect(estimate().textContent).toContain('5 follow-ups × AED 2.00');
    expect(estimate().textContent).toContain('AED 51.00');
  });

  it('updates the total when a number field changes', () => {
    render(<CostCalculator />);
    fireEvent.change(screen.getByLabelText('New chats per month'), { target: { value: '20' } });
    expect(estimate().textContent).toContain('AED 110.00');
    fireEvent.change(screen.getByLabelText('Follow-up questions per month'), { target: { value: '0' } });
    expect(estimate().textContent).toContain('AED 100.00');
    expect(estimate().textContent).toContain('AED 95.00');
  });

  it('updates the total when a slider moves, and keeps the number field in step', () => {
    render(<CostCalculator />);
    fireEvent.change(screen.getByLabelText('Follow-up questions per month (slider)'), { target: { value: '100' } });
    expect(screen.getByLabelText('Follow-up questions per month')).toHaveProperty('value', '100');
    expect(estimate().textContent).toContain('AED 250.00');
  });

  it('labels the slider ends 50+ and 100+', () => {
    render(<CostCalculator />);
    expect(screen.getByText('50+')).toBeTruthy();
    expect(screen.getByText('100+')).toBeTruthy();
  });

  it('shows a hint instead of a figure when a field is not a whole number of 0 or more', () => {
    render(<CostCalculator />);
    const chats = screen.getByLabelText('New chats per month');
    fireEvent.change(chats, { target: { value: '' } });
    expect(estimate().textContent).not.toContain('AED');
    expect(estimate().textContent).toContain('Enter whole numbers');
    fireEvent.change(chats, { target: { value: '2.5' } });
    expect(estimate().textContent).not.toContain('AED');
    fireEvent.change(chats, { target: { value: '3' } });
    expect(estimate().textContent).toContain('AED 25.00');
  });
});
