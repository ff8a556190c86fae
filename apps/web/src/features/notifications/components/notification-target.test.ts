import type { Notification } from '@vira/domain/notification';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const notice = (over: Partial<Notification>): Notification =>
  ({
    id: 'n1',
    type: 'booking',
    title: '',
    description: '',
    data: {},
    read: false,
    createdAt: '2026-11-29T10:00:00.000Z',
    ...over,
  }) as Notification;

describe('where a notification leads', () => {
  it('a lending partner’s answer opens the microcredits page', () => {
    expect(notificationTarget(notice({ type: 'microcredit' }))).toBe('/microcredits');
  });

  it('a hazardous shipment’s incident opens its tracking page', () => {
    expect(notificationTarget(notice({ type: 'hazmat', data: { tracking_code: 'HZ1' } }))).toBe(
      '/hazardous-tracking/HZ1',
    );
  });
});
