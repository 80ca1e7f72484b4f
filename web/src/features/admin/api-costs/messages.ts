/** Texts of the API cost page (spec §2 "Admin API costs", §8 "Admin"). */
export const API_COST_TEXT = {
  title: 'API Costs',
  subtitle: 'Language-model calls of the AI answers and what they are estimated to cost. Refreshes every 60 seconds.',
  loadFailed: 'Failed to load API cost data. Please try again.',
  noData: 'No data available',
  noRecentCalls: 'No recent calls',
  noMonthlyData: 'No monthly data',
  deletedUser: 'Deleted user',
  noContext: 'No context recorded',
} as const;
