import type { ChatOperatorDetail, ChatOperatorSummary, ChatMessage } from '@ex/contracts';
import { KYC_CODES, isKycCode, type KycCodeValue } from '@ex/domain';
import type { OperatorConversation } from './chat';

/** The user facts the team sees (issue 17 "the user's uid, KYC level and sub-site"). */
export function operatorUserOf(c: OperatorConversation): ChatOperatorSummary['user'] {
  const { user } = c;
  return {
    uid: user.uid,
    email: user.email,
    nickname: user.nickname,
    kyc_code: user.verified,
    kyc_level: isKycCode(user.verified) ? KYC_CODES[user.verified as KycCodeValue].label : `unknown code ${user.verified}`,
    site: user.siteKey,
    is_sub_account: user.isSub,
  };
}

export function operatorSummaryDto(c: OperatorConversation): ChatOperatorSummary {
  return {
    id: c.conversation.id,
    kind: c.kind,
    streamer_uid: c.conversation.streamerUid,
    user: operatorUserOf(c),
    last_seq: c.conversation.lastSeq,
    waiting: c.waiting,
    updated_at: Math.floor(c.conversation.updatedAt.getTime() / 1000),
  };
}

export function operatorDetailDto(detail: { conversation: OperatorConversation; messages: ChatMessage[] }): ChatOperatorDetail {
  return { conversation: operatorSummaryDto(detail.conversation), messages: detail.messages };
}
