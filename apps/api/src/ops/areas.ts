import type { OpsArea } from './registry';
import { analyticsArea } from './areas/analytics';
import { contentArea } from './areas/content';
import { kycArea } from './areas/kyc';
import { depositArea } from './areas/deposit';
import { gatecodeArea } from './areas/gatecode';
import { withdrawalArea } from './areas/withdrawal';
import { ticketArea } from './areas/ticket';
import { chatArea } from './areas/chat';
import { couponArea } from './areas/coupon';
import { productArea } from './areas/product';
import { earnArea } from './areas/earn';

/**
 * Every back-office area of `npm run ops` and `POST /api/operator/ops`. A new area is one file in
 * ./areas and one line here.
 */
export const OPS_AREAS: readonly OpsArea[] = [
  kycArea,
  analyticsArea,
  depositArea,
  gatecodeArea,
  withdrawalArea,
  ticketArea,
  chatArea,
  couponArea,
  contentArea,
  productArea,
  earnArea,
];
