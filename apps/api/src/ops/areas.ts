import type { OpsArea } from './registry';
import { analyticsArea } from './areas/analytics';
import { contentArea } from './areas/content';
import { kycArea } from './areas/kyc';

/**
 * Every back-office area of `npm run ops` and `POST /api/operator/ops`. A new area is one file in
 * ./areas and one line here.
 */
export const OPS_AREAS: readonly OpsArea[] = [kycArea, analyticsArea, contentArea];
