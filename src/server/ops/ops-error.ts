/** A failure the operator can act on: its message is printed as is, and the command exits with exitCode. */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
  ) {
    super(message);
  }
}

/** Exit codes of db:backup and db:restore (docs/operations.md). */
export const EXIT = { ok: 0, failed: 1, usage: 2, notABackup: 3 } as const;

/** The file given to db:restore is not a complete backup; nothing in the database was changed. */
export class NotABackupError extends OpsError {
  constructor(message: string) {
    super(message, EXIT.notABackup);
  }
}
