import { z } from 'zod';

export interface EndpointDef<Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query: Q;
  readonly body: B;
  /** Schema of `data` inside the envelope. */
  readonly data: D;
  /** §8 fallback when the call fails; null when a failure must surface to the user. */
  readonly fallback: z.infer<D> | null;
  /** Requires a signed-in session. */
  readonly auth: boolean;
}

// Unknown query keys (cache busters) are stripped; bodies of calls without one are ignored.
export const none = z.object({});
export const def = <Q extends z.ZodType, B extends z.ZodType, D extends z.ZodType>(e: EndpointDef<Q, B, D>) => e;
