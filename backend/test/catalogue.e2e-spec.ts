import request from 'supertest';
import { CATALOGUE_PACKAGES } from '@table-bay/shared';
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
      addOn: false,
    });
    expect(res.body.map((s: { price: number }) => s.price)).toEqual([799, 1299, 3599, 5999, 8499, 11999]);
  });

  it('is described, with the other client routes, in the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const routes = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/services',
        'POST /api/waitlist',
        'GET /api/waitlist/challenge',
        'GET /api/subscriptions',
        'PATCH /api/subscriptions/{id}',
        'POST /api/subscriptions/{id}/cancel',
        'GET /api/payments',
        'GET /api/employees',
        'POST /api/employees',
        'PATCH /api/employees/{id}',
        'DELETE /api/employees/{id}',
        'GET /api/user',
        'PATCH /api/user',
        'POST /api/user/change-password',
        'POST /api/user/change-email',
        'DELETE /api/user',
      ]),
    );
    const schemas = res.body.components.schemas as Record<string, unknown>;
    for (const name of [
      'ServiceResponseDto',
      'HomeEnquiryDto',
      'ContactEnquiryDto',
      'SubscriptionResponseDto',
      'PaymentResponseDto',
      'CreateEmployeeDto',
      'UpdateEmployeeDto',
      'UpdateProfileDto',
      'ChangePasswordDto',
      'ChangeEmailDto',
    ]) {
      expect(schemas).toHaveProperty(name);
    }
  });
});
