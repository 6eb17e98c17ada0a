import { Hono } from 'hono';
import { z } from 'zod';
import {
  SUB_TRANSFER_PARTIES_PATH,
  SUB_TRANSFER_PATH,
  TRANSFER_ACCOUNTS_PATH,
  TRANSFER_PATH,
  subTransferBodySchema,
  transferBodySchema,
} from '@ex/contracts';
import { ok, requireUser, type AppDeps, type AppEnv } from '../deps';
import { readBody, readQuery } from '../http/input';
import { assertActionAllowed, createRequestCheck } from '../services/compliance/request-check';
import { listAccounts, transferOwnFunds } from '../services/transfers/own-accounts';
import { listSubTransferParties, transferWithSubAccount } from '../services/transfers/master-transfer';

/**
 * Transfers between the user's own accounts (issue 17, §7 funds_transfer) and between a master and
 * its sub-accounts (master_transfer). A transfer is the
 * 'transfer' action of the allowed-actions rule: a restricted account cannot move funds around.
 */
export function transferRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const check = createRequestCheck(deps);

  app.get(TRANSFER_ACCOUNTS_PATH, async (c) => {
    readQuery(c, z.object({}));
    const user = await requireUser(c, deps);
    return c.json(ok(await listAccounts(deps.db, user.uid)));
  });

  app.post(TRANSFER_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, transferBodySchema);
    await assertActionAllowed(c, check, 'transfer');
    const transfer = await transferOwnFunds(deps.db, user.uid, body, deps.now());
    deps.logger.info({ uid: user.uid, transfer: transfer.id, from: body.from, to: body.to }, 'account transfer');
    return c.json(ok({ transfer }));
  });

  app.get(SUB_TRANSFER_PARTIES_PATH, async (c) => {
    readQuery(c, z.object({}));
    const user = await requireUser(c, deps);
    return c.json(ok(await listSubTransferParties(deps.db, user)));
  });

  app.post(SUB_TRANSFER_PATH, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, subTransferBodySchema);
    await assertActionAllowed(c, check, 'transfer');
    const transfer = await transferWithSubAccount(deps.db, user, body, deps.now());
    deps.logger.info({ uid: user.uid, transfer: transfer.id, from: body.from_uid, to: body.to_uid }, 'sub-account transfer');
    return c.json(ok({ transfer }));
  });

  return app;
}
