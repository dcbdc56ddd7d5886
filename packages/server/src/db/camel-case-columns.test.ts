import { describe, expect, it } from 'vitest';
import { camelCaseColumns } from './camel-case-columns';

describe('camelCaseColumns', () => {
  it('copies the named columns under camelCase names, in the order given, and nothing else', () => {
    const row = { slug: 'anna', buffer_before_minutes: 5, time_zone: 'Europe/Amsterdam', secret_hash: 'x' };
    const record = camelCaseColumns(row, ['time_zone', 'slug', 'buffer_before_minutes']);
    expect(record).toEqual({ timeZone: 'Europe/Amsterdam', slug: 'anna', bufferBeforeMinutes: 5 });
    expect(Object.keys(record)).toEqual(['timeZone', 'slug', 'bufferBeforeMinutes']);
  });

  it('keeps a value as it is, null included', () => {
    const images = [{ url: '/a.png' }];
    expect(camelCaseColumns({ cover_image: null, images }, ['cover_image', 'images'])).toEqual({ coverImage: null, images });
    expect(camelCaseColumns({ images }, ['images']).images).toBe(images);
  });
});
