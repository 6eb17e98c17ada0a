import type { MasterTransferMiniAppProps } from '@ex/contracts';
import { createMiniApp } from '../../runtime/mini-app';
import { MasterTransfer } from './app';

/** §7 master_transfer: a master account moves funds between itself and its sub-accounts. */
export const { mount, update, unmount } = createMiniApp<MasterTransferMiniAppProps>((props, host, root) => (
  <MasterTransfer props={props} host={host} root={root} />
));
