import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_KINDS, parseLiveEvent } from './live-event';

describe('the live stream contract', () => {
  it('types a payload that matches its kind, and drops one that does not or an unknown kind', () => {
    const receipt = { conversationId: 'c1', status: 'read', upTo: '2026-11-29T12:00:00.000Z' };
    expect(parseLiveEvent('7', 'receipt', receipt)).toEqual({ id: '7', kind: 'receipt', data: receipt });
    expect(parseLiveEvent('8', 'receipt', { ...receipt, status: 'seen' })).toBeNull();
    expect(parseLiveEvent('9', 'conversation', {})).toBeNull();
    expect(parseLiveEvent('10', 'toString', {})).toBeNull();
    expect(LIVE_EVENT_KINDS).toEqual(['notification', 'message', 'receipt', 'conversation', 'shipment']);
  });
});
