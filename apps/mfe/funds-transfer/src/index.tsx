import type { TransferMiniAppProps } from '@ex/contracts';
import { createMiniApp } from '../../runtime/mini-app';
import { FundsTransfer } from './app';

/** §7 funds_transfer: moves funds between the signed-in user's own accounts. */
export const { mount, update, unmount } = createMiniApp<TransferMiniAppProps>((props, host, root) => (
  <FundsTransfer props={props} host={host} root={root} />
));
