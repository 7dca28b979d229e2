const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize, Tag, Comment } = require('./lib/models');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => {
  ctx.body = { status: 'ok' };
});

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  ctx.body = { tags: tags.map((t) => t.name) };
});

router.get('/articles/:slug/comments', async (ctx) => {
  const rows = await Comment.findAll({ where: { articleSlug: ctx.params.slug }, order: [['createdAt', 'DESC']] });
  ctx.body = {
    comments: rows.map((c) => ({
      id: c.id,
      body: c.body,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      author: { username: c.authorUsername, bio: null, image: null, following: false },
    })),
  };
});

app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

sequelize.sync().then(() => {
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`conduit listening on ${port}`));
});
