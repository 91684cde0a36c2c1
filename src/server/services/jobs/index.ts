import { fromPglite, PgBoss, type JobWithMetadata } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../lib/logger';

/** How a queue retries: `retryLimit` more attempts, waiting `retryDelaySeconds` × 2^n (capped). */
export interface QueuePolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** Longest an attempt may run before it is failed and retried. */
  expireInSeconds: number;
  /** A worker that stops beating this long (its process died) loses the job to a retry (>= 10). */
  heartbeatSeconds: number;
}

/** One attempt of a job, as a handler receives it. */
export interface JobAttempt<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure of this attempt fails the job for good. */
  lastAttempt: boolean;
  /** Aborted when pg-boss gives the job up (expired, cancelled, the queue stopping). */
  signal: AbortSignal;
}

/** A job whose retries ran out, kept for an administrator to retry. */
export interface FailedJob<T> {
  id: string;
  data: T;
  error: string | null;
  failedAt: Date;
  attempts: number;
}

const deadLetterOf = (queue: string) => `${queue}-failed`;
const SUPERVISE_INTERVAL_SECONDS = 10;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output).slice(0, 500);
}

/**
 * The background job queue, on the application's PostgreSQL or PGlite (pg-boss): jobs
 * survive restarts, each is claimed by one worker across every server (SKIP LOCKED), failed
 * attempts are retried with exponential back-off and jobs out of retries wait in a dead-letter
 * queue for an administrator. The rest of the code uses this module only.
 */
export class Jobs {
  private readonly policies = new Map<string, QueuePolicy>();

  private readonly boss: PgBoss;

  private constructor(boss: PgBoss) {
    this.boss = boss;
  }

  /** On the application's database: its PostgreSQL URL (a pool of its own), or its PGlite instance. */
  static async open(database: DatabaseHandle, logger: Pick<Logger, 'error'>): Promise<Jobs> {
    let boss: PgBoss;
    // pg-boss's monitor (run by its supervision) fails the jobs whose worker stopped beating: every
    // 10 s rather than its default 60, so a job abandoned by a dead server is retried within about a
    // heartbeat and a retry delay instead of up to a minute later (a few small queries per pass).
    const common = {
      schedule: false,
      superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
      monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    };
    if (database.url) boss = new PgBoss({ connectionString: database.url, max: 3, ...common });
    else if (database.pglite) boss = new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...common });
    else throw new Error('The job queue needs a PostgreSQL URL or the embedded PGlite database');
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    return new Jobs(boss);
  }

  /** Creates the queue and its dead-letter queue when missing (idempotent, at every start). */
  async defineQueue(name: string, policy: QueuePolicy): Promise<void> {
    this.policies.set(name, policy);
    const deadLetter = deadLetterOf(name);
    if (!(await this.boss.getQueue(deadLetter)))
      await this.boss.createQueue(deadLetter, { retentionSeconds: ONE_YEAR_SECONDS, deleteAfterSeconds: 0 });
    // A queue made by an earlier version keeps its other settings; its expiry, heartbeat and retry
    // delay follow the settings in use (for the jobs sent from now on).
    if (await this.boss.getQueue(name))
      return this.boss.updateQueue(name, {
        expireInSeconds: policy.expireInSeconds,
        heartbeatSeconds: policy.heartbeatSeconds,
        retryDelay: policy.retryDelaySeconds,
      });
    await this.boss.createQueue(name, {
      // One job per key queued or running: enqueuing a job already waiting is a no-op.
      policy: 'exclusive',
      deadLetter,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: policy.retryDelayMaxSeconds,
      expireInSeconds: policy.expireInSeconds,
      heartbeatSeconds: policy.heartbeatSeconds,
      retentionSeconds: ONE_YEAR_SECONDS,
    });
  }

  /** Queues a job unless one with the same key is queued or running; its id, or null then. */
  async enqueue(name: string, data: object, key: string): Promise<string | null> {
    return this.boss.send(name, data, { singletonKey: key });
  }

  /** Runs the handler on the queue's jobs, `concurrency` at a time in this process; a throw fails the attempt. */
  async work<T extends object>(
    name: string,
    handler: (attempt: JobAttempt<T>) => Promise<void>,
    concurrency = 1,
  ): Promise<void> {
    const policy = this.policies.get(name);
    if (!policy) throw new Error(`Queue ${name} is not defined`);
    const options = { batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: 1 };
    await this.boss.work<T>(name, options, async ([job]) => {
      if (!job) return;
      await handler({
        id: job.id,
        data: job.data,
        retryCount: job.retryCount,
        lastAttempt: job.retryCount >= policy.retryLimit,
        signal: job.signal,
      });
    });
  }

  /**
   * Puts a job among the failed ones at once, without its retries (the running attempt then
   * returns normally): for a failure another attempt would only repeat.
   */
  async giveUp(name: string, data: object): Promise<void> {
    await this.boss.send(deadLetterOf(name), data);
  }

  /** The jobs of a queue whose retries ran out, oldest first. */
  async listFailed<T extends object>(name: string): Promise<FailedJob<T>[]> {
    const jobs = await this.boss.findJobs<T>(deadLetterOf(name), { queued: true });
    return jobs.map((job: JobWithMetadata<T>) => ({
      id: job.id,
      data: job.data,
      error: errorText(job.sourceOutput),
      failedAt: new Date(job.createdOn),
      attempts: (job.sourceRetryCount ?? 0) + 1,
    }));
  }

  /** The data of a job whose retries ran out, or null when there is no such failed job. */
  async failedData<T extends object>(name: string, id: string): Promise<T | null> {
    const [job] = await this.boss.findJobs<T>(deadLetterOf(name), { id, queued: true });
    return job?.data ?? null;
  }

  /** Queues a failed job again (a fresh set of retries): its data, or null when no such failed job. */
  async retry<T extends object>(
    name: string,
    id: string,
    keyOf: (data: T) => string,
    beforeSend: (data: T) => Promise<void> = async () => {},
  ): Promise<T | null> {
    const [job] = await this.boss.findJobs<T>(deadLetterOf(name), { id, queued: true });
    if (!job) return null;
    await beforeSend(job.data);
    await this.boss.send(name, job.data, { singletonKey: keyOf(job.data) });
    await this.boss.deleteJob(deadLetterOf(name), id);
    return job.data;
  }

  /** Every job of a queue with this key (for tests and diagnostics). */
  async history<T extends object>(name: string, key: string): Promise<JobWithMetadata<T>[]> {
    return this.boss.findJobs<T>(name, { key });
  }

  /** Stops the workers (running attempts are given `timeoutMs` to end) and the maintenance: by whoever opened the queue. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
