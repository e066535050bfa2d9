// The order and payment calls of docs/payments-contract.md ("Provider API"): orders from the stored
// basket with an idempotency key, the card payment through the simulated acquirer (at once, or after
// 3-D Secure), Pix / UPI / SBP orders, payment from the balance, statuses, confirmations and codes.
// Card numbers and CVVs stay inside the request: only the brand and the last 4 digits are kept.
import type { Accounts } from '../accounts/routes';
import type { Handler } from '../http/context';
import type { Router } from '../http/router';
import { addAcquirerReturnRoutes } from './acquirer-returns';
import { addBalancePaymentRoutes } from './balance-routes';
import { addCardPaymentRoutes } from './card-routes';
import { addNewOrderRoutes, orderMaker } from './new-orders';
import { addOrderOutcomeRoutes } from './order-outcome-routes';
import { addQrPaymentRoutes } from './qr-routes';
import type { Payments } from './service';

/** Every order and payment route, one module per job. */
export function addPaymentRoutes(router: Router<Handler>, accounts: Accounts, payments: Payments): void {
  const orders = orderMaker(accounts, payments);
  addNewOrderRoutes(router, orders);
  addQrPaymentRoutes(router, payments, orders);
  addCardPaymentRoutes(router, accounts, payments);
  addAcquirerReturnRoutes(router, accounts);
  addOrderOutcomeRoutes(router, accounts, payments);
  addBalancePaymentRoutes(router, accounts);
}
