const Router = require('@koa/router');
const jwt = require('jsonwebtoken');
const config = require('config');
const { Comment, User } = require('../lib/db');

const router = new Router();

const present = (c) => ({
  id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

router.get('/articles/:slug/comments', async (ctx) => {
  const rows = await Comment.findAll({ where: { articleSlug: ctx.params.slug }, include: [{ model: User, as: 'author' }] });
  ctx.body = { comments: rows.map(present) };
});

router.post('/articles/:slug/comments', async (ctx) => {
  let userId;
  try {
    userId = jwt.verify(ctx.get('Authorization').replace(/^Token /, ''), config.get('jwtSecret')).id;
  } catch {
    ctx.throw(401, 'unauthorized');
  }
  const created = await Comment.create({ body: ctx.request.body.comment.body, articleSlug: ctx.params.slug, authorId: userId });
  const comment = await Comment.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
  ctx.body = { comment: present(comment) };
});

module.exports = router;
