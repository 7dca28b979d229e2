const { Hono } = require('hono');
const { Comment, User } = require('../db');

const comments = new Hono();

comments.get('/:slug/comments', async (c) => {
  const rows = await Comment.findAll({
    where: { articleSlug: c.req.param('slug') },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
  });
  return c.json({
    comments: rows.map((r) => ({ id: r.id, body: r.body, createdAt: r.createdAt, updatedAt: r.updatedAt, author: { ...r.author.get(), following: false } })),
  });
});

comments.post('/:slug/comments', async (c) => {
  const { comment } = await c.req.json();
  const authorId = Number(c.req.header('X-User-Id'));
  const row = await Comment.create({ body: comment.body, articleSlug: c.req.param('slug'), authorId });
  await row.reload({ include: [{ model: User, as: 'author' }] });
  return c.json({ comment: { id: row.id, body: row.body, createdAt: row.createdAt, updatedAt: row.updatedAt, author: { username: row.author.username, following: false } } });
});

comments.delete('/:slug/comments/:id', async (c) => {
  await Comment.destroy({ where: { id: Number(c.req.param('id')) } });
  return c.body(null, 204);
});

module.exports = comments;
