// Failures on demand, for the storefront's tests of a provider that fails mid-payment: the next
// `times` requests of a method and path (made by the account of `email`, when given, so tests running
// side by side do not meet each other's faults) answer `status` with {"message":"Internal error"},
// either before their handler runs (nothing happened) or after it (the work is done, the answer is
// lost). Set through the development routes only (POST /dev/faults), which production never registers.
export type FaultMoment = 'before' | 'after';

export interface Fault {
  method: string;
  path: string;
  status: number;
  times: number;
  when: FaultMoment;
  /** Only requests of this account's bearer token; null: any request. */
  email: string | null;
}

export class FaultSwitch {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  /** Whether some fault waits for requests of `method` and `path`. */
  waiting(method: string, path: string): boolean {
    return this.faults.some((fault) => fault.method === method && fault.path === path);
  }

  /** The fault the next request of `method` and `path` by `email`'s account meets, counted as used; null for none. */
  take(method: string, path: string, email: string | null): Fault | null {
    const index = this.faults.findIndex(
      (fault) => fault.method === method && fault.path === path && (fault.email === null || fault.email === email?.toLowerCase()),
    );
    if (index < 0) return null;
    const fault = this.faults[index]!;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }
}
