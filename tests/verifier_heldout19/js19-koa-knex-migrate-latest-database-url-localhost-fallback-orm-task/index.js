const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const db = require('./db');

const app = new Koa();
const router = new Router({ prefix: '/api' });

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.get('/articles/:slug', async (ctx) => {
  const article = await db('articles').join('users', 'users.id', 'articles.author_id')
    .select('articles.*', 'users.username', 'users.bio', 'users.image')
    .where('articles.slug', ctx.params.slug).first();
  if (!article) ctx.throw(404);
  ctx.body = { article };
});

app.use(bodyParser()).use(router.routes());

db.migrate.latest().then(() => app.listen(3000, () => console.log('ready')));
