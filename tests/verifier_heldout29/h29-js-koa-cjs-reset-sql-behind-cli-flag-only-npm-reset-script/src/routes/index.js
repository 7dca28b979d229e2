const Router = require('@koa/router');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const { User, Article, Comment } = require('../db');

const SECRET = process.env.JWT_SECRET || 'koa-conduit';
const router = new Router({ prefix: '/api' });

const userJson = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: jwt.sign({ id: u.id }, SECRET) });
const profile = (u) => ({ username: u.username, bio: u.bio, image: u.image, following: false });

async function auth(ctx, next) {
  const token = (ctx.get('Authorization') || '').replace(/^Token /, '');
  try {
    ctx.state.userId = jwt.verify(token, SECRET).id;
  } catch (e) {
    ctx.throw(401, 'unauthorized');
  }
  await next();
}

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

router.post('/users', async (ctx) => {
  const { username, email, password } = ctx.request.body.user || {};
  if (await User.findOne({ where: { email } })) ctx.throw(422, 'email has already been taken');
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 10) });
  ctx.status = 201;
  ctx.body = { user: userJson(user) };
});

router.post('/users/login', async (ctx) => {
  const { email, password } = ctx.request.body.user || {};
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password || '', user.passwordHash))) ctx.throw(401, 'invalid credentials');
  ctx.body = { user: userJson(user) };
});

router.get('/articles/:slug/comments', async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  const comments = await Comment.findAll({ where: { articleId: article.id }, include: [{ model: User, as: 'author' }] });
  ctx.body = { comments: comments.map((c) => ({ id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: profile(c.author) })) };
});

router.post('/articles/:slug/comments', auth, async (ctx) => {
  const article = await Article.findOne({ where: { slug: ctx.params.slug } });
  if (!article) ctx.throw(404, 'article not found');
  const c = await Comment.create({ body: ctx.request.body.comment.body, articleId: article.id, authorId: ctx.state.userId });
  const author = await User.findByPk(ctx.state.userId);
  ctx.body = { comment: { id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt, author: profile(author) } };
});

module.exports = router;
