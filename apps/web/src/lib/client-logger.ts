import { maskDeep, maskSensitive } from '@ex/domain';

/** Browser logger: everything is masked (§5 log scrubbing) before it reaches the console. */
export const clientLogger = {
  error(message: string, meta?: unknown) {
    console.error(maskSensitive(message), meta === undefined ? '' : maskDeep(meta));
  },
  warn(message: string, meta?: unknown) {
    console.warn(maskSensitive(message), meta === undefined ? '' : maskDeep(meta));
  },
};
