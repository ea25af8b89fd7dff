/**
 * What a process and the machine spend, from /proc (Linux), for the benches to say where the
 * time went: a process's resident memory, its CPU time, and the machine's busy CPU time. Each
 * is null elsewhere (or for a process that is gone).
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every usual build. */
const TICKS_PER_SECOND = 100;

async function readProc(file: string): Promise<string | null> {
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

/** A process's resident memory in bytes. */
export async function residentBytes(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const kb = /VmRSS:\s+(\d+) kB/.exec((await readProc(`/proc/${pid}/status`)) ?? "")?.[1];
  return kb ? Number(kb) * 1024 : null;
}

/** CPU seconds a process has used so far (user + system). */
export async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const stat = await readProc(`/proc/${pid}/stat`);
  // The name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  if (!fields) return null;
  // utime and stime are fields 14 and 15, i.e. 12th and 13th after the name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Seconds a process's main thread has spent ready to run but waiting for a free core so far
 * (/proc/PID/schedstat, the scheduler's own count): for Node, the JavaScript thread. Time here is
 * latency that no amount of the process's own work explains: the cores were taken by others.
 */
export async function runQueueSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const waited = (await readProc(`/proc/${pid}/schedstat`))?.split(" ")[1];
  return waited === undefined ? null : Number(waited) / 1e9;
}

/** CPU seconds the whole machine has spent busy so far (every core, every process). */
export async function machineBusySeconds(): Promise<number | null> {
  const line = (await readProc("/proc/stat"))?.split("\n")[0];
  if (!line?.startsWith("cpu ")) return null;
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = line
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    TICKS_PER_SECOND
  );
}

/** A process and its children (nginx's master and workers). */
export async function withChildren(pid: number | undefined): Promise<number[]> {
  if (pid === undefined) return [];
  const children = (await readProc(`/proc/${pid}/task/${pid}/children`)) ?? "";
  return [pid, ...children.split(" ").filter(Boolean).map(Number)];
}

/** The PostgreSQL server processes serving `databaseUrl`'s database now (the apps' pools). */
export async function postgresBackends(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

type ProcessGroups = () => Promise<{ name: string; pids: number[] }[]>;
/** Per group, per process: CPU seconds used and seconds waited for a core, so far. */
type CpuSnapshot = Map<string, Map<number, { used: number; waited: number }>>;

async function cpuSnapshot(groups: ProcessGroups): Promise<CpuSnapshot> {
  const taken: CpuSnapshot = new Map();
  for (const { name, pids } of await groups()) {
    const seconds = new Map<number, { used: number; waited: number }>();
    for (const pid of pids) {
      const used = await cpuSeconds(pid);
      if (used !== null) seconds.set(pid, { used, waited: (await runQueueSeconds(pid)) ?? 0 });
    }
    taken.set(name, seconds);
  }
  return taken;
}

/** CPU seconds per named group since the account started, against the machine's. */
export interface CpuUsage {
  /** Wall seconds since the start. */
  seconds: number;
  cores: number;
  /** Seconds the machine's cores were busy (all processes); null off Linux. */
  machineBusy: number | null;
  /** CPU seconds used, and seconds the processes' main threads waited for a core. */
  groups: { name: string; seconds: number; waited: number }[];
}

/**
 * Starts counting the CPU seconds of each named group of processes (asked again at the end: a
 * pool may have opened connections meanwhile) against the machine's busy seconds.
 */
export async function startCpuAccount(groups: ProcessGroups) {
  const [before, machineBefore] = [await cpuSnapshot(groups), await machineBusySeconds()];
  const begin = performance.now();
  const measure = async (): Promise<CpuUsage> => {
    const [after, machineAfter] = [await cpuSnapshot(groups), await machineBusySeconds()];
    const used = [...after].map(([name, totals]) => {
      let seconds = 0;
      let waited = 0;
      // A process started since (a new pool connection) counts from zero.
      for (const [pid, total] of totals) {
        const start = before.get(name)?.get(pid);
        seconds += total.used - (start?.used ?? 0);
        waited += total.waited - (start?.waited ?? 0);
      }
      return { name, seconds, waited };
    });
    return {
      seconds: (performance.now() - begin) / 1000,
      cores: os.availableParallelism(),
      machineBusy:
        machineBefore === null || machineAfter === null ? null : machineAfter - machineBefore,
      groups: used,
    };
  };
  return {
    measure,
    /** One line since the start; null where /proc is not there. */
    async report(): Promise<string | null> {
      const { seconds, cores, machineBusy, groups: used } = await measure();
      if (machineBusy === null) return null;
      const accounted = used.reduce((sum, group) => sum + group.seconds, 0);
      const parts = used.map(({ name, seconds: s }) => `${name} ${s.toFixed(1)}`);
      return (
        `CPU seconds during the run (${seconds.toFixed(1)} s × ${cores} cores = ` +
        `${(seconds * cores).toFixed(1)}): machine busy ${machineBusy.toFixed(1)}; ` +
        `${parts.join(", ")}; the rest (Redis, other processes) ${(machineBusy - accounted).toFixed(1)}`
      );
    },
  };
}
