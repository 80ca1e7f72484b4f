/** D1 reports a refused write only in its message text (and its cause's). */
function errorText(err: unknown): string {
  return err instanceof Error ? `${err.message} ${err.cause instanceof Error ? err.cause.message : ''}` : String(err);
}

/**
 * Whether D1 refused a write on a constraint: what a write meets when a row it refers to was
 * deleted meanwhile (a foreign key to a vanished user, conversation or document) or a guard inside
 * the statement turned a required value into NULL.
 */
export function isConstraintFailure(err: unknown): boolean {
  return /FOREIGN KEY constraint failed|NOT NULL constraint failed/i.test(errorText(err));
}

/** Whether the NOT NULL of `table.column` refused a write: a guard that turned that value into NULL. */
export function isNullGuardOn(err: unknown, column: `${string}.${string}`): boolean {
  return errorText(err).toLowerCase().includes(`not null constraint failed: ${column.toLowerCase()}`);
}
