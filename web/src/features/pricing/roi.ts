/**
 * The ROI comparison of the pricing page (spec §1): traditional research 4 hours and AED 800
 * versus 3 minutes and AED 5; 99% time saving; AED 795 saved; pays for itself 159 times over;
 * ROI 16,000%; based on AED 200 per hour (or AED 50 per hour for a junior). The figures are
 * derived from these assumptions and the chat price so that a price change cannot leave the
 * block inconsistent; the unit test pins them to the spec's numbers.
 */
import { PRICE_FILS } from '../../../../schema/pricing.ts';

export const ROI_ASSUMPTIONS = {
  traditionalHours: 4,
  hourlyRateFils: 20_000,
  juniorHourlyRateFils: 5_000,
  aiMinutes: 3,
} as const;

export interface RoiFigures {
  traditionalHours: number;
  traditionalCostFils: number;
  aiMinutes: number;
  aiCostFils: number;
  hourlyRateFils: number;
  juniorHourlyRateFils: number;
  /** Rounded percent of research time saved. */
  timeSavingPercent: number;
  savedFils: number;
  /** How many whole times the saving covers the AI cost. */
  paysForItselfTimes: number;
  /** The spec's ROI figure: the traditional cost as a percentage of the AI cost. */
  roiPercent: number;
}

export function roiFigures(assumptions = ROI_ASSUMPTIONS, aiCostFils: number = PRICE_FILS.chat): RoiFigures {
  const { traditionalHours, hourlyRateFils, juniorHourlyRateFils, aiMinutes } = assumptions;
  const traditionalCostFils = traditionalHours * hourlyRateFils;
  const savedFils = traditionalCostFils - aiCostFils;
  return {
    traditionalHours,
    traditionalCostFils,
    aiMinutes,
    aiCostFils,
    hourlyRateFils,
    juniorHourlyRateFils,
    timeSavingPercent: Math.round((1 - aiMinutes / (traditionalHours * 60)) * 100),
    savedFils,
    paysForItselfTimes: Math.floor(savedFils / aiCostFils),
    roiPercent: Math.round((traditionalCostFils / aiCostFils) * 100),
  };
}
