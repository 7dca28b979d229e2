import { factory } from '../factory.js';

export const listComments = factory.createHandlers(async (c) => {
  const slug = c.req.param('slug')!;
  const comments = await c.var.services.comments.list(slug);
  const total = await c.var.db.models.Comment.count({ where: { articleSlug: slug } });
  c.header('X-Total-Count', String(total));
  return c.json({ comments });
});
