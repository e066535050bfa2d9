// POST /api/orders/{id}/pay-again {} → 200 {order, requoted, previous_charge, qr? | upi?}
// (docs/payments-contract.md "Order history"): an unpaid Pix or UPI order made payable again — the
// same charge while its quote holds, the euro total at the current rate once it expired (`requoted`
// when the amount changed). The code is read before it is passed on (lib/orders/provider.ts). Paid
// or cancelled 409, a card order 422 on `orderId`, an unconfirmed e-mail 403, unknown 404.
import { orderActionRoute } from '@/lib/orders/bff';
import { requoteOrder } from '@/lib/orders/provider';

export const POST = orderActionRoute(requoteOrder);
