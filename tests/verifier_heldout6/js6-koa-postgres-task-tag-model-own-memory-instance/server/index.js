const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const jwt = require('jsonwebtoken');
const { syncAll } = require('./models');
const articles = require('./controllers/articles');
const users = require('./controllers/users');

const router = new Router({ prefix: '/api' });

const identify = (required) => async (ctx, next) => {
  const token = (ctx.headers.authorization || '').replace(/^(Token|Bearer) /, '');
  if (token) {
    try { ctx.state.userId = jwt.verify(token, users.SECRET).id; } catch (e) { /* ignore */ }
  }
  if (required && !ctx.state.userId) ctx.throw(401);
  await next();
};

router.get('/health-check', (ctx) => { ctx.body = { status: 'ok' }; });
router.post('/users', users.register);
router.post('/users/login', users.login);
router.get('/articles', identify(false), articles.list);
router.post('/articles', identify(true), articles.create);
router.get('/tags', articles.tags);

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

syncAll().then(() => app.listen(3000, () => console.log('listening on 3000')));
