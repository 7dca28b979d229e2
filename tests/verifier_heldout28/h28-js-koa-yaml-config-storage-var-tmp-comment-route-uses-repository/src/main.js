const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const config = require('./config');
const comments = require('./routes/comments');

const app = new Koa();
const api = new Router({ prefix: '/api' });

api.get('/health-check', (ctx) => { ctx.body = { ok: true }; });
api.use(comments.routes(), comments.allowedMethods());

app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(api.routes()).use(api.allowedMethods());

app.listen(config.server.port, () => console.log(`conduit listening on ${config.server.port}`));
