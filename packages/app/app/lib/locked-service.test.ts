import { describe, expect, it } from 'vitest';
import { lockingBookingOf, lockingOneTimeLinkOf, lockingServiceOf } from './locked-service';

const service = (path: string, query = '') => lockingServiceOf(path, new URLSearchParams(query));

describe('lockingServiceOf', () => {
  it('finds the service of its calendar, cancel page, menu page and a group’s chosen service', () => {
    expect(service('/de/widget/appointment/anna-de-vries/massage-60')).toBe('massage-60');
    expect(service('/widget/appointment/service/massage-60.data')).toBe('massage-60');
    expect(service('/widget/appointment/service/massage-60/cancel')).toBe('massage-60');
    expect(service('/widget/service-menus/spa/massage-60')).toBe('massage-60');
    expect(service('/widget/groups/wellness', 'service=yoga')).toBe('yoga');
  });

  it('finds none on any other page', () => {
    expect(service('/widget/appointment/anna-de-vries')).toBeUndefined();
    expect(service('/widget/appointment/anna-de-vries/massage-60/extra')).toBeUndefined();
    expect(service('/widget/service-menus/spa')).toBeUndefined();
    expect(service('/widget/groups/wellness')).toBeUndefined();
    expect(service('/about', 'service=yoga')).toBeUndefined();
  });
});

describe('lockingOneTimeLinkOf', () => {
  it('finds the link of a one-time link’s page only', () => {
    expect(lockingOneTimeLinkOf('/de/widget/otl/otl-welcome')).toBe('otl-welcome');
    expect(lockingOneTimeLinkOf('/widget/otl/otl-welcome/more')).toBeUndefined();
    expect(lockingOneTimeLinkOf('/widget/otl')).toBeUndefined();
  });
});

describe('lockingBookingOf', () => {
  it('finds the first booking of a booking page only', () => {
    expect(lockingBookingOf('/widget/booking/AbC,dEf')).toBe('AbC');
    expect(lockingBookingOf('/de/widget/booking/AbC.data')).toBe('AbC');
    expect(lockingBookingOf('/widget/booking/cancel-booking')).toBeUndefined();
    expect(lockingBookingOf('/widget/booking/AbC/manage')).toBeUndefined();
  });
});
