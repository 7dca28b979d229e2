import { Hono } from 'hono';
import { Comment, User } from '../db.js';

export const comments = new Hono();

const view = (cm) => ({
  id: cm.id,
  body: cm.body,
  createdAt: cm.createdAt,
  updatedAt: cm.updatedAt,
  author: { username: cm.author.username, bio: cm.author.bio, image: cm.author.image, following: false },
});

comments.get('/articles/:slug/comments', async (c) => {
  const rows = await Comment.findAll({
    where: { articleSlug: c.req.param('slug') },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  });
  return c.json({ comments: rows.map(view) });
});
