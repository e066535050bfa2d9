// The request a piece of server code runs for, without passing it down: the request log
// (lib/server/request-log.ts) enters each request's id into this AsyncLocalStorage as Node starts
// the request, before Next sees it, so everything the request causes (route handlers, page
// renders, provider calls in lib/provider/fetcher.ts) reads it back. One store per process
// (lib/server/process-wide.ts): instrumentation.ts and the route bundles each have their own copy of
// this module.
import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '@/lib/server/process-wide';

export interface RequestContext {
  reqId: string;
  /** Set when a provider call made for this request failed for an outage reason (lib/provider/fetcher.ts). */
  providerAway?: boolean;
}

export function requestContextStore(): AsyncLocalStorage<RequestContext> {
  return processWide('request-context', () => new AsyncLocalStorage<RequestContext>());
}

/** The id of the request the caller runs for, or undefined outside one (start-up, timers). */
export function currentRequestId(): string | undefined {
  return requestContextStore().getStore()?.reqId;
}

/** Notes on the current request that a provider call failed for an outage reason; nothing outside a request. */
export function markProviderAwayForRequest(): void {
  const context = requestContextStore().getStore();
  if (context) context.providerAway = true;
}

/** Whether a provider call made for the current request failed for an outage reason. */
export function providerAwayForRequest(): boolean {
  return requestContextStore().getStore()?.providerAway === true;
}
