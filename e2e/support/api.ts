import type { Page } from 'playwright-core';

/** A JSON call with the page's session (bearer token and XSRF echo), as the app makes it. */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('deskfair.token');
      const xsrf = document.cookie
        .split(';')
        .map((c) => c.trim().split('='))
        .find(([n]) => n === 'XSRF-TOKEN')?.[1];
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api/v2/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

/** A day as the German screens write it in full ("Montag, 23. November 2026"). */
export const fullDate = (day: string) =>
  new Intl.DateTimeFormat('de', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
