import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';

export function complianceKycRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
