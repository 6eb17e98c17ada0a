import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';

export function marketRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
