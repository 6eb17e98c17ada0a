import { parseArgs } from 'node:util';
import { analyticsReportQuerySchema } from '@ex/contracts';
import { eventsPerDay } from '../../services/analytics/collector';
import type { OpsArea } from '../registry';

export const analyticsArea: OpsArea = {
  name: 'analytics',
  summary: 'the analytics collector (same data as GET /api/operator/analytics/report)',
  commands: {
    report: {
      usage: 'report [--days N]',
      summary: 'events per UTC day, name and kind over the last N days (default 7)',
      async run(ctx, argv) {
        const { values, positionals } = parseArgs({ args: [...argv], allowPositionals: true, options: { days: { type: 'string' } } });
        const parsed = analyticsReportQuerySchema.safeParse({ days: values.days });
        if (!parsed.success || positionals.length > 0) {
          ctx.say('usage: analytics report [--days N]   (N from 1 to 366)');
          return 2;
        }
        const rows = await eventsPerDay(ctx.db, parsed.data.days, ctx.nowMs);
        if (rows.length === 0) ctx.say(`no events in the last ${parsed.data.days} days`);
        for (const r of rows) ctx.say(`${r.day}\t${r.kind}\t${r.event}\t${r.count}`);
        return 0;
      },
    },
  },
};
