import { AppError } from "../../errors.ts";

/**
 * A backup that did not pass its check, or a restore refused before it wrote anything; the message
 * is Russian (domain/backups/backup-texts.ts) and says what to do. An AppError, so a route that
 * meets one answers 422 with it as `detail`.
 */
export class BackupRefused extends AppError {
  constructor(detail: string) {
    super(422, detail, "backup_refused");
    this.name = "BackupRefused";
  }
}
