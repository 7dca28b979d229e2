const Koa = require('koa');
const Router = require('@koa/router');
const cors = require('@koa/cors');
const { koaBody } = require('koa-body');
const jwt = require('jsonwebtoken');
const { sequelize } = require('./db');
const profiles = require('./routes/profiles');

const app = new Koa();
const api = new Router({ prefix: '/api' });

app.use(cors());
app.use(koaBody());
app.use(async (ctx, next) => {
  const auth = ctx.get('Authorization');
  if (auth.startsWith('Token ')) {
    try { ctx.state.userId = jwt.verify(auth.slice(6), process.env.JWT_SECRET || 'secret').id; } catch (e) { /* ignore */ }
  }
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});

api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(profiles.routes());
app.use(api.routes()).use(api.allowedMethods());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on http://localhost:3000')));
