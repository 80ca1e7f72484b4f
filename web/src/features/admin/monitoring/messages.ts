/** Texts of the monitoring page (spec §2 "Admin monitoring", §8 "Admin"). */
export const MONITORING_TEXT = {
  title: 'System Monitoring',
  subtitle: 'Health, errors, performance and users of the platform. Refreshes every 30 seconds (user figures every 60).',
  loadFailed: 'Failed to load monitoring data. Please try again.',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  notAvailable: 'Not available on Cloudflare Workers',
  noErrors: 'No errors logged',
  noRecentErrors: 'No recent errors',
  /** Why the spec's process figures are missing: said once, where they would be. */
  workersNote:
    'This server is a Cloudflare Worker: it runs in V8 isolates that Cloudflare starts, shares and recycles at will, not in a Node.js process of its own. Process memory (RSS, heap, external), process uptime, the operating-system platform and a Node.js version therefore do not exist here, and none are shown. The figures below are what the Workers runtime does report.',
} as const;
