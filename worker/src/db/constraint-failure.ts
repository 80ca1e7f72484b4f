/**
 * Whether D1 refused a write on a constraint: what a write meets when a row it refers to was
 * deleted meanwhile (a foreign key to a vanished user, conversation or document) or a guard inside
 * the statement turned a required value into NULL. D1 reports it only in the message text.
 */
export function isConstraintFailure(err: unknown): boolean {
  const text = err instanceof Error ? `${err.message} ${err.cause instanceof Error ? err.cause.message : ''}` : String(err);
  return /FOREIGN KEY constraint failed|NOT NULL constraint failed/i.test(text);
}
