const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const Router = require('@koa/router');
const { init } = require('./db');
const users = require('./routes/users');

const app = new Koa();
const router = new Router();
router.get('/api/health-check', (ctx) => { ctx.body = { status: 'ok' }; });

app.use(bodyParser());
app.use(router.routes());
app.use(users.routes());

init()
  .then(() => app.listen(3000, () => console.log('Server listening on http://localhost:3000')))
  .catch((err) => { console.error('DB init failed', err); process.exit(1); });
