import type { BuyMethod, DecimalString } from '@ex/domain';

/** One charge: `reference` is our quote id, so a retried charge is the same payment. */
export interface PaymentRequest {
  readonly reference: string;
  readonly uid: number;
  readonly method: BuyMethod;
  readonly currency: string;
  readonly amount: DecimalString;
}

export type PaymentOutcome =
  { readonly status: 'approved'; readonly paymentRef: string } | { readonly status: 'declined'; readonly reason: string };

/**
 * A card or bank-transfer payment provider (issue 13 "a named sandbox adapter behind an interface,
 * so a real provider can be plugged in"). `charge` must be idempotent by `reference`.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True when no real money moves: the pages say so. */
  readonly simulated: boolean;
  charge(request: PaymentRequest): Promise<PaymentOutcome>;
}

/**
 * The sandbox: approves every payment at once and names it after our reference, so a retry gets the
 * same payment reference. No card data is asked or stored.
 * @example await createSandboxPaymentProvider().charge({ reference: 'q1', … }) // { status: 'approved', paymentRef: 'sandbox-card-q1' }
 */
export function createSandboxPaymentProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    simulated: true,
    charge(request) {
      return Promise.resolve({ status: 'approved', paymentRef: `sandbox-${request.method}-${request.reference}` });
    },
  };
}
