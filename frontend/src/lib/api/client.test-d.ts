import { api, apiKey, apiUrl } from './client';
export async function probe() {
  const d: number = await api.delete('/employees/{id}', { params: { path: { id: 1 } } });
  const o: number = await api.post('/logout');
  const x = await api.get('/employee');
  const y = await api.delete('/employees/{id}');
  const z = await api.post('/employees', { body: { firstName: 1 } });
  const u = await api.upload('/documents/upload', new FormData());
  const u2 = await api.upload('/employees', new FormData());
  const w = apiUrl('get', '/invoices/{id}/pdf', { path: { id: 2 } });
  const k = apiKey('/staff/clients', { query: { search: 'a' } });
  return [d, o, x, y, z, u, u2, w, k];
}
