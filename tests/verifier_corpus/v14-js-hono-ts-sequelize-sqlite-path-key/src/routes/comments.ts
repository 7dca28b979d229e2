import { Hono } from 'hono';
import { Comment } from '../db/sequelize';

export const commentRoutes = new Hono();

commentRoutes.get('/', async (c) => {
  const comments = await Comment.findAll({ where: { articleSlug: c.req.param('slug') }, order: [['createdAt', 'DESC']] });
  return c.json({ comments });
});

commentRoutes.post('/', async (c) => {
  const { comment } = await c.req.json();
  const created = await Comment.create({ body: comment?.body, articleSlug: c.req.param('slug'), author: 'anonymous' });
  return c.json({ comment: created }, 200);
});

commentRoutes.delete('/:id', async (c) => {
  await Comment.destroy({ where: { id: Number(c.req.param('id')), articleSlug: c.req.param('slug') } });
  return c.body(null, 200);
});
