import { describe, expect, it } from 'vitest';
import { resourceSchema, serviceResourcesSchema } from './resource';
import { serviceDetailSchema, serviceSchema } from './service';

describe('resourceSchema', () => {
  it('takes a room by default and equipment when said', () => {
    expect(resourceSchema.parse({ slug: 'treatment-room-1', name: 'Treatment room 1' })).toEqual({
      slug: 'treatment-room-1',
      name: 'Treatment room 1',
      kind: 'room',
    });
    expect(resourceSchema.parse({ slug: 'sauna', name: 'Sauna', kind: 'equipment' }).kind).toBe('equipment');
    expect(resourceSchema.safeParse({ slug: 'sauna', name: 'Sauna', kind: 'chair' }).success).toBe(false);
    expect(resourceSchema.safeParse({ slug: 'Room 1', name: 'Room 1' }).success).toBe(false);
  });
});

describe('a service’s resources', () => {
  const service = {
    slug: 'massage-60',
    name: 'Massage',
    durationMinutes: 60,
    priceMinor: 8000,
    currency: 'EUR',
    staff: ['anna-de-vries'],
  };

  it('are slugs, each once; absent means none', () => {
    expect(serviceResourcesSchema.parse(['room-1', 'room-2'])).toEqual(['room-1', 'room-2']);
    expect(serviceResourcesSchema.safeParse(['room-1', 'room-1']).error?.issues[0]?.message).toBe('validation.invalid');
    expect(serviceSchema.parse(service)).not.toHaveProperty('resources');
    expect(serviceSchema.parse({ ...service, resources: ['room-1'] }).resources).toEqual(['room-1']);
  });

  it('stay out of the public view of the service', () => {
    const detail = serviceDetailSchema.parse({
      ...serviceSchema.parse({ ...service, resources: ['room-1'] }),
      staff: [{ slug: 'anna-de-vries', name: 'Anna de Vries', timeZone: 'Europe/Amsterdam' }],
    });
    expect(detail).not.toHaveProperty('resources');
  });
});
