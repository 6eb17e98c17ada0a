'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DECLARATION_STATUS_VALUES } from '@ex/domain';
import { browserClient } from '@/core/api/api-client';
import type { DeclarationKind } from '@ex/sites';
import { agreementKeys, declarationQueryOptions, postDeclarationSubmit, type Declaration } from '../api/agreements';

export interface DeclarationState {
  /** The status is still being fetched (only while enabled). */
  readonly pending: boolean;
  readonly declaration: Declaration | undefined;
  readonly needsSigning: boolean;
  readonly signed: boolean;
  readonly signing: boolean;
  /** The last sign request did not end signed (§8: logged, treated as 1). */
  readonly signFailed: boolean;
  readonly sign: () => void;
  /** Asks for the status again (after a failed fetch left no content). */
  readonly reload: () => void;
  readonly reloading: boolean;
}

/**
 * The Turkey or customer-understand declaration of the signed-in user: its status (§3 "1 needs
 * signing, 2 signed") and the sign action. The footer link and the prompts share the cached status,
 * so signing shows the footer link at once (§4.15 "After signing, status becomes 2").
 */
export function useDeclaration(kind: DeclarationKind, uid: number, enabled: boolean): DeclarationState {
  const queryClient = useQueryClient();
  const key = agreementKeys.declaration(uid, kind);
  const query = useQuery({ ...declarationQueryOptions(browserClient, uid, kind), enabled });
  const mutation = useMutation({
    mutationFn: () => postDeclarationSubmit(kind),
    onSuccess: (next) =>
      queryClient.setQueryData<Declaration>(key, (previous) => ({
        status: next.status,
        // A failed sign carries no content: keep the text the user is reading.
        content: next.content || previous?.content || '',
      })),
  });
  const status = query.data?.status;
  return {
    pending: enabled && query.isPending,
    declaration: query.data,
    needsSigning: status === DECLARATION_STATUS_VALUES.needsSigning,
    signed: status === DECLARATION_STATUS_VALUES.signed,
    signing: mutation.isPending,
    signFailed: mutation.isSuccess && mutation.data.status !== DECLARATION_STATUS_VALUES.signed,
    sign: () => {
      if (!mutation.isPending) mutation.mutate();
    },
    reload: () => void query.refetch(),
    reloading: query.isFetching,
  };
}
