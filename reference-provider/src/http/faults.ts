// Failures on demand, for the storefront's tests of a provider that fails mid-payment: the next
// `times` requests of a method and path answer `status` with {"message":"Internal error"}, either
// before their handler runs (nothing happened) or after it (the work is done, the answer is lost).
// Set through the development routes only (POST /dev/faults), which production never registers.
export type FaultMoment = 'before' | 'after';

export interface Fault {
  method: string;
  path: string;
  status: number;
  times: number;
  when: FaultMoment;
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

  /** The fault the next request of `method` and `path` meets, counted as used; null for none. */
  take(method: string, path: string): Fault | null {
    const index = this.faults.findIndex((fault) => fault.method === method && fault.path === path);
    if (index < 0) return null;
    const fault = this.faults[index]!;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }
}
