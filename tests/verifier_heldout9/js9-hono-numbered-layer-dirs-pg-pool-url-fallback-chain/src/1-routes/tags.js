import { Hono } from 'hono';

export function tagRoutes(tagService) {
  const r = new Hono();
  r.get('/tags', async (c) => c.json({ tags: await tagService.list({ popular: c.req.query('popular') === '1' }) }));
  return r;
}
