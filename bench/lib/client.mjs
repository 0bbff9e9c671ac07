// A tiny API client for seeding: keeps the session cookie like a browser would.
export class Client {
  constructor(base) {
    this.base = base;
    this.cookie = '';
  }

  async request(path, { method = 'GET', json, form } = {}) {
    const headers = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    let body;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) body = form;
    const res = await fetch(this.base + path, { method, headers, body });
    const setCookie = res.headers.getSetCookie?.() ?? [];
    const sid = setCookie.find((c) => c.startsWith('sid='));
    if (sid) this.cookie = sid.split(';')[0];
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : undefined;
  }

  async register(username) {
    return this.request('/api/register', {
      method: 'POST',
      json: {
        username,
        email: `${username}@bench.example`,
        password: 'Harbour-Lantern-4821',
        firstName: 'Bench',
        lastName: 'User',
        acceptTerms: true,
      },
    });
  }
}
