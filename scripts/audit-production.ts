/**
 * CI's dependency audit (issue 15 §4): `npm audit` of the production dependencies, failing on a
 * high or critical advisory. When the registry's advisory service cannot be reached (this
 * project's CI machine reaches only the package downloads: the audit endpoint answers 405), it
 * says so loudly and does not fail the build — an audit that could not run is not a finding.
 */
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report: {
  statusCode?: number;
  message?: string;
  metadata?: { vulnerabilities?: Record<string, number> };
};
try {
  report = JSON.parse(run.stdout || "{}");
} catch {
  console.error(`npm audit: unreadable answer\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.warn(
    `npm audit: ПРОВЕРКА НЕ ВЫПОЛНЕНА — сервис уязвимостей реестра недоступен (${report.message ?? run.stderr.trim()}).`,
  );
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit (production): critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0}`,
);
if (serious > 0) {
  spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high"], { stdio: "inherit" });
  process.exit(1);
}
