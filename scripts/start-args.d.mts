export function devServerArgs(options: { env: Record<string, string | undefined>; root?: string }): string[];
