import { Hono } from 'hono';

// Listing tags has no business rule, so this route works on the tag store it is given.
export function tagRoutes({ tagRepository }) {
  const r = new Hono();
  r.get('/tags', async (c) => c.json({ tags: await tagRepository.allNames() }));
  return r;
}
