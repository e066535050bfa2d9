// Work a request causes but its answer must not wait for, nor show by its timing. A password-reset
// request answers the same `{ok: true}` for a registered and an unknown address; if it looked the
// address up and wrote the token and mail before answering, a registered address would answer
// later (measured: 6.7 ms against 5.4 ms median), telling which addresses have an account. So the
// route answers first, the same way for both, and the lookup and mail run here once the answer
// has been sent. Failures are logged, never thrown: nobody is waiting for them.
import type { ServerResponse } from 'node:http';
import type { Logger } from '../http/context';

/**
 * How long after its answer is sent the work starts: long enough for the answer to have reached
 * the client and been read, so the work's CPU (the database is in this process) never delays it.
 */
export const AFTER_ANSWER_DELAY_MS = 20;

export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** Runs `work` once `res` has been sent (or its client went away). `label` names it in the log. */
  run(res: Pick<ServerResponse, 'once' | 'writableFinished' | 'destroyed'>, label: string, work: () => Promise<void>): void {
    const sent = new Promise<void>((resolve) => {
      const later = () => setTimeout(resolve, AFTER_ANSWER_DELAY_MS);
      if (res.writableFinished || res.destroyed) return later();
      let waiting = true;
      const onSent = () => {
        if (waiting) later();
        waiting = false;
      };
      res.once('finish', onSent);
      res.once('close', onSent);
    });
    const task: Promise<void> = sent
      .then(work)
      .catch((err: unknown) => this.logger.error(`${label} failed after its answer was sent`, err))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** How many are started or waiting for their answer to be sent. */
  get size(): number {
    return this.pending.size;
  }

  /** Resolves once every work under way (and any it started) has ended: the outbox, and shutdown, wait for it. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
