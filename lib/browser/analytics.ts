// Analytics goals (docs/decisions/0035-analytics-goals-without-third-party-scripts.md): pushed to window.dataLayer for whatever tag manager
// the operator adds; no third-party script is loaded by the storefront itself.

export type AnalyticsGoal = 'sign_in' | 'registration' | 'purchase';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushAnalyticsEvent(event: AnalyticsGoal): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event });
}
