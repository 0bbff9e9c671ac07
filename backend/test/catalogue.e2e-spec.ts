import request from 'supertest';
import { CATALOGUE_PACKAGES } from '../src/catalogue/catalogue.data';
import { createTestApp, TestApp } from './support/test-app';

describe('GET /api/services', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the six packages of the catalogue, cheapest first, to anyone', async () => {
    const res = await request(t.http).get('/api/services').expect(200);
    expect(res.body).toHaveLength(6);
    expect(res.body.map((s: { packageType: string }) => s.packageType)).toEqual([
      'start-ups',
      'essential',
      'standard',
      'advanced',
      'professional',
      'elite',
    ]);
    const standard = res.body[2];
    const source = CATALOGUE_PACKAGES.find((p) => p.packageType === 'standard')!;
    expect(standard).toEqual({
      id: expect.any(Number),
      title: 'Standard',
      description: source.description,
      price: 3599,
      features: source.features,
      packageType: 'standard',
    });
    expect(res.body.map((s: { price: number }) => s.price)).toEqual([799, 1299, 3599, 5999, 8499, 11999]);
  });
});
