import type { Database } from '@ex/db';
import type { MarketSources } from '../services/market';
import type { SecurityKeys } from '../services/security/keys';
import type { StreamHub } from '../stream/hub';

/** One line of a command's output (stdout in the shell, `lines` of the operator endpoint). */
export type OpsOutput = (line: string) => void;

/** What an operator command runs with: the same database handle and clock as the API. */
export interface OpsContext {
  readonly db: Database;
  readonly say: OpsOutput;
  /** Milliseconds since the epoch. */
  readonly nowMs: number;
  /** The API's market data when the command runs inside the API; undefined from the shell. */
  readonly market?: MarketSources;
  /** The deployment's keys (the chat's streamer links); the shell loads them like the API does. */
  readonly secrets?: SecurityKeys;
  /** The API's stream hub (a chat reply reaches the open window at once); undefined from the shell. */
  readonly stream?: Pick<StreamHub, 'publishUserEvent'>;
}

export interface OpsCommand {
  /** One usage line, without the `npm run ops -- <area>` prefix, e.g. `approve <email> [--level kyc2|kyc3]`. */
  readonly usage: string;
  readonly summary: string;
  /** Returns the exit code: 0 done, 1 refused (the reason was said), 2 bad usage. */
  run(ctx: OpsContext, argv: readonly string[]): Promise<number>;
}

/** A back-office area (kyc, deposit, content, …): each is one file under apps/api/src/ops/areas. */
export interface OpsArea {
  readonly name: string;
  readonly summary: string;
  readonly commands: Readonly<Record<string, OpsCommand>>;
  /** Runs when the word after the area is no command name, e.g. `deposit <email> <currency> <amount>`. */
  readonly fallback?: OpsCommand;
}

/** Usage text of one area, or of every area. */
export function usageOf(areas: readonly OpsArea[], only?: OpsArea): string {
  const lines = ['Usage: npm run ops -- <area> <command> [arguments]', ''];
  for (const area of only ? [only] : areas) {
    lines.push(`${area.name}: ${area.summary}`);
    if (area.fallback) lines.push(`  ${area.name} ${area.fallback.usage}\n      ${area.fallback.summary}`);
    for (const command of Object.values(area.commands)) lines.push(`  ${area.name} ${command.usage}\n      ${command.summary}`);
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

/**
 * Runs `<area> <command> [args…]` against the registry; the same function serves the shell
 * (apps/api/src/cli/ops.ts) and `POST /api/operator/ops`.
 * @example await runOps(OPS_AREAS, ctx, ['kyc', 'list']) // 0, lines said through ctx.say
 */
export async function runOps(areas: readonly OpsArea[], ctx: OpsContext, argv: readonly string[]): Promise<number> {
  const [areaName, commandName, ...rest] = argv;
  const area = areas.find((a) => a.name === areaName);
  if (!area) {
    ctx.say(areaName === undefined || areaName === 'help' ? usageOf(areas) : `unknown area "${areaName}"\n\n${usageOf(areas)}`);
    return areaName === 'help' ? 0 : 2;
  }
  const command = commandName === undefined ? undefined : area.commands[commandName];
  if (!command && area.fallback && commandName !== undefined && commandName !== 'help') {
    return area.fallback.run(ctx, [commandName, ...rest]);
  }
  if (!command) {
    ctx.say(
      commandName === undefined || commandName === 'help'
        ? usageOf(areas, area)
        : `unknown command "${commandName}"\n\n${usageOf(areas, area)}`,
    );
    return commandName === 'help' ? 0 : 2;
  }
  return command.run(ctx, rest);
}
