'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ERROR_CODES, type ApiError } from '@ex/contracts';
import { buildOrderBody, isSameOrder, type OrderBody, type OrderFields, type OrderSide, type PlaceableOrderType } from '@ex/domain';
import { toast } from '@/components/toast';
import { LEDGER_KEY } from '../api/ledger-queries';
import { newClientOrderId, postLedger } from '../api/ledger-actions';
import type { LedgerMarketKind } from '../ledger-market';

/** The order-form fields a server refusal can point at; anything else is shown under the form. */
const FIELDS = ['price', 'stop_price', 'quantity', 'leverage'] as const;
export type OrderErrorField = (typeof FIELDS)[number];

/** What the §4.10 fund-password prompt is given: the order form renders it, another feature draws it. */
export interface FundPasswordPromptProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The server accepted the fund password: the waiting order is sent again. */
  readonly onConfirmed: () => void;
}

export interface OrderPlacementOptions {
  readonly market: LedgerMarketKind;
  readonly symbol: string;
  /** Decimal places of the instrument: amounts are sent as canonical decimals (buildOrderBody). */
  readonly precision: { readonly price: number; readonly quantity: number };
  /** Shows a refusal next to its field (react-hook-form's setError). */
  readonly setFieldError: (field: OrderErrorField, message: string) => void;
  /** The server accepted the order: the form clears its quantity. */
  readonly onAccepted: () => void;
  /** Called once the ledger has been refreshed after an accepted order (the quick-order dialog closes). */
  readonly onPlaced?: () => void;
}

export interface OrderPlacement {
  /** Places the order these fields describe; a retry of the very same order reuses its idempotency key. */
  readonly place: (side: OrderSide, type: PlaceableOrderType, fields: OrderFields) => Promise<void>;
  /** A refusal that names no field, a network failure, or a cancelled fund-password prompt. */
  readonly formError: string | null;
  /** Props of the fund-password prompt (open while the server waits for the fund password). */
  readonly fundPassword: FundPasswordPromptProps;
}

/**
 * Order placement (issue 5): one client order id per order, reused when the same order is sent
 * again (after the §4.10 fund-password prompt, or a network failure), a new one for an edited
 * order; the outcome in a toast, the ledger refreshed, and every refusal next to its field.
 */
export function useOrderPlacement({
  market,
  symbol,
  precision,
  setFieldError,
  onAccepted,
  onPlaced,
}: OrderPlacementOptions): OrderPlacement {
  const t = useTranslations('orders.form');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [fundpassOpen, setFundpassOpen] = useState(false);
  /** The order waiting for a retry with the same idempotency key. */
  const pending = useRef<OrderBody | null>(null);

  const showServerError = (error: ApiError | null, status: number | null) => {
    const field = FIELDS.find((f) => f === error?.field);
    if (error && field) {
      setFieldError(field, error.message);
      return;
    }
    setFormError(error?.message ?? (status === null ? t('networkError') : t('serverError')));
  };

  async function send(order: OrderBody) {
    setFormError(null);
    const outcome = await postLedger('ledgerPlaceOrder', order);
    if (outcome.ok) {
      pending.current = null;
      const { order: placed } = outcome.data;
      toast(
        placed.status === 'rejected' ? 'error' : 'success',
        placed.status === 'rejected'
          ? t('rejected', { reason: placed.reject_reason ?? '' })
          : placed.status === 'filled'
            ? t('filled')
            : t('placed'),
      );
      onAccepted();
      await queryClient.invalidateQueries({ queryKey: LEDGER_KEY });
      onPlaced?.();
      return;
    }
    if (outcome.error?.code === ERROR_CODES.fundpassRequired) {
      // §4.10: the server wants the fund password; the same order is sent again once it is verified.
      pending.current = order;
      setFundpassOpen(true);
      return;
    }
    // A network failure keeps the key: sending the same order again cannot double it.
    pending.current = outcome.status === null ? order : null;
    showServerError(outcome.error, outcome.status);
  }

  const place = async (side: OrderSide, type: PlaceableOrderType, fields: OrderFields) => {
    const order = buildOrderBody({ clientOrderId: newClientOrderId(), market, symbol, side, type, fields, precision });
    // The key is reused only for the very same order (a retry); an edited order is a new one.
    const retry = pending.current !== null && isSameOrder(pending.current, order);
    await send(retry && pending.current ? { ...order, client_order_id: pending.current.client_order_id } : order);
  };

  return {
    place,
    formError,
    fundPassword: {
      open: fundpassOpen,
      onOpenChange: (open) => {
        setFundpassOpen(open);
        if (!open && pending.current) setFormError(t('fundpassCancelled'));
      },
      onConfirmed: () => {
        const order = pending.current;
        if (order) void send(order);
      },
    },
  };
}
