// What a job kind is: a name stored in jobs.type and a function producing the job's result file.
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/database.js';

/** What the gateway stores when it queues a job: the endpoint, the validated body and the requester's scope. */
export interface JobRequest {
  endpoint: string;
  body: Record<string, unknown>;
  /** the organisations the requester could read when the job was queued */
  accountIds: string[];
  userId: string;
}

export interface JobOutput {
  fileName: string;
  contentType: string;
  /** a large result is an async iterable of chunks: the worker writes each as it comes (memory stays flat) */
  content: string | Buffer | AsyncIterable<string | Buffer>;
}

export interface JobEnvironment {
  /** the job being run (a kind may report progress in its row's response); set by the worker */
  jobId?: string;
  db: Executor;
  log: FastifyBaseLogger;
  now: () => Date;
}

export interface JobKind {
  type: string;
  run(env: JobEnvironment, request: JobRequest): Promise<JobOutput>;
  /** after the result is stored and the job is Complete (e.g. e-mail its link); a failure here is only logged */
  afterComplete?(
    env: JobEnvironment,
    request: JobRequest,
    result: { jobId: string; url: string },
  ): Promise<void>;
}

/**
 * Work the worker does by itself every `everyMs` (besides the queued jobs), e.g. reminders. Every API process may
 * run it: the task itself makes sure nothing is done twice (a conditional update claims each item).
 */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(env: JobEnvironment): Promise<void>;
}
