'use client';
// Interface only, until the confirmation flow lands (docs/payments-contract.md, "Confirmation flow"):
// the card modal and checkout are written against these two functions.

export function confirmPayment(input: { orderId: string; kind: 'purchase' | 'balance' }): void {
  void input;
  throw new Error('confirmPayment is not built yet');
}

export function showPaymentError(input?: { orderId?: string; message?: string }): void {
  void input;
  throw new Error('showPaymentError is not built yet');
}
