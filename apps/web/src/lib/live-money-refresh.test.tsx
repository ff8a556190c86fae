import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithApp } from '@/test/render-with-app';
import { connectLive } from './live-events';
import { useLiveMoneyRefresh } from './live-money-refresh';
import { bookingKeys } from './queries/booking-queries';
import { earningsKeys } from './queries/earnings-queries';
import { rentalKeys } from './queries/rental-queries';

/**
 * A stand-in for the browser's EventSource that lets the test deliver server events. jsdom has none, and the live
 * stream is not a fetch: this stays a stand-in beside the fetch stub.
 */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(kind, listener);
  }
  close() {}
  emit(kind: string, id: string, data: unknown) {
    this.listeners.get(kind)?.({ lastEventId: id, data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('screens that show rentals and money follow the other person live', () => {
  it('marks the order page, requests and earnings stale when a booking or payment notice arrives', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const release = connectLive();
    const { queryClient } = await renderHookWithApp(() => useLiveMoneyRefresh(), {
      cache: [
        [rentalKeys.order('o1'), { id: 'o1' }],
        [bookingKeys.mine('u1', 'owner'), []],
        [earningsKeys.mine, {}],
      ],
    });
    const stale = () =>
      [rentalKeys.order('o1'), bookingKeys.mine('u1', 'owner'), earningsKeys.mine].map(
        (key) => queryClient.getQueryState(key)?.isInvalidated,
      );

    const notice = (id: string, type: string) => ({
      id,
      type,
      title: 'Aviso',
      description: '',
      read: false,
      created_at: '2026-11-29T12:00:00.000Z',
      data: {},
    });
    // Not a notice of the contract (packages/domain/live-event): dropped before any feature sees it.
    FakeEventSource.last!.emit('notification', 'e0', { id: 'n0', type: 'booking' });
    expect(stale()).toEqual([false, false, false]);
    FakeEventSource.last!.emit('notification', 'e1', notice('n1', 'message'));
    expect(stale()).toEqual([false, false, false]);
    FakeEventSource.last!.emit('notification', 'e2', notice('n2', 'booking'));
    expect(stale()).toEqual([true, true, true]);
    release();
  });
});
