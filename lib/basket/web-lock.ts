// One tab at a time for work that two tabs of the same shopper must not both do (sending the shared
// queue, moving the guest basket to the server): the Web Locks API where the browser has it, the
// work alone where it has not (older browsers, jsdom). The lock is held a moment after the work
// resolves, so that what its caller does right after (the send scheduler trimming the queue it
// just sent) happens before another tab gets the lock.

export function withTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return new Promise<T>((resolve, reject) => {
    let granted = false;
    locks
      .request(name, async () => {
        granted = true;
        try {
          resolve(await work());
        } catch (error) {
          reject(error);
        }
        await new Promise((done) => setTimeout(done, 0));
      })
      .catch(() => {
        // The lock itself was refused (an opaque origin): do the work unguarded rather than never.
        if (!granted) work().then(resolve, reject);
      });
  });
}
