import { EXIT, OpsError } from './ops-error';

/**
 * Runs an operations command's main and exits with its code: 0 when it resolves, the OpsError's own
 * code (message printed as is) or 1 (with the stack, since nobody foresaw it) when it throws.
 */
export function runOpsCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(EXIT.ok),
    (error: unknown) => {
      if (error instanceof OpsError) {
        console.error(error.message);
        process.exit(error.exitCode);
      }
      console.error(error);
      process.exit(EXIT.failed);
    },
  );
}
