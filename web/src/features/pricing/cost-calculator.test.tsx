import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { westernDigits } from '../../../../schema/western-digits.ts';
import { CostCalculator, parseTypedCount } from './cost-calculator.tsx';

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

describe('CostCalculator in Arabic', () => {
  it('labels, counts and amounts in Arabic with Arabic-Indic digits', () => {
    renderWithProviders(<CostCalculator />, { language: 'ar', numerals: 'arab' });
    const chats = screen.getByLabelText('المحادثات الجديدة شهريًا');
    expect(chats).toHaveProperty('value', '١٠');
    expect(screen.getByLabelText('أسئلة المتابعة شهريًا')).toHaveProperty('value', '٥');
    expect(estimate().textContent).toContain('التكلفة الشهرية التقديرية');
    expect(estimate().textContent).toContain('٦٠٫٠٠ درهم');
    expect(estimate().textContent).toContain('١٠ محادثات × ٥٫٠٠ درهم');
    expect(estimate().textContent).toContain('٥ أسئلة متابعة × ٢٫٠٠ درهم');
    expect(estimate().textContent).toContain('٥١٫٠٠ درهم');
    expect(screen.getByText('١٠٠+')).toBeTruthy();
  });

  it('takes Arabic-Indic and Western digits alike', () => {
    renderWithProviders(<CostCalculator />, { language: 'ar', numerals: 'arab' });
    const chats = screen.getByLabelText('المحادثات الجديدة شهريًا');
    fireEvent.change(chats, { target: { value: '٢٠' } });
    expect(estimate().textContent).toContain('١١٠٫٠٠ درهم');
    fireEvent.change(chats, { target: { value: '30' } });
    expect(estimate().textContent).toContain('١٦٠٫٠٠ درهم');
    fireEvent.change(chats, { target: { value: '۱' } });
    expect(estimate().textContent).toContain('محادثة واحدة × ٥٫٠٠ درهم');
    fireEvent.change(chats, { target: { value: '٢٫٥' } });
    expect(estimate().textContent).toContain('أدخل أعدادًا صحيحة تساوي ٠ أو أكثر');
  });

  it('keeps Western digits with the Western-digit preference, and the slider writes them', () => {
    renderWithProviders(<CostCalculator />, { language: 'ar', numerals: 'latn' });
    fireEvent.change(screen.getByLabelText('أسئلة المتابعة شهريًا (شريط التمرير)'), { target: { value: '100' } });
    expect(screen.getByLabelText('أسئلة المتابعة شهريًا')).toHaveProperty('value', '100');
    expect(estimate().textContent).toContain('250.00 درهم');
  });

  it('reads Arabic-Indic digits as numbers', () => {
    expect(westernDigits('١٢٣۴۵')).toBe('12345');
    expect(parseTypedCount(' ٠٧ ')).toBe(7);
    expect(parseTypedCount('-١')).toBeNull();
  });
});
