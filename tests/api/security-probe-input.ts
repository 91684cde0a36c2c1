import { probe, samplesFor, seedOf, type Operation, type RowCarry } from './security-corpus';
import { send, tokenOf, type Caller, type Fixtures, type Request, type RouteCase } from './security-routes';

/**
 * Sends every corpus string in one input (a parameter or a body field) of one operation,
 * recording each problem. A refused request changed nothing (checked), so its fixtures
 * serve the next string, and the rows it left counted start the next one's check; an
 * accepted one gets fresh fixtures.
 */
export async function probeInput(
  f: Fixtures,
  target: { operation: string; op: Operation; route: RouteCase; caller: Caller },
  input: string,
  longLength: number,
  inject: (valid: Request, value: string) => Request,
  problems: string[],
): Promise<void> {
  const { operation, op, route, caller } = target;
  let valid: Request | null = null;
  const carry: RowCarry = {};
  for (const sample of samplesFor(seedOf(`${operation} ${input}`), longLength)) {
    valid ??= await route.build(f, caller);
    const req = inject(valid, sample.value);
    const status = await probe(
      f,
      op.method,
      `${input}=${sample.label}`,
      () => send(f.t, op.method, op.path, req, tokenOf(f, caller, req)),
      problems,
      [],
      carry,
    );
    if (status < 400) valid = null;
  }
}
