const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./models');

const api = new Router({ prefix: '/api' });
for (const name of ['users', 'articles', 'tags']) {
  const r = require(`./routes/${name}`);
  api.use(r.routes(), r.allowedMethods());
}

const app = new Koa();
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

sequelize.sync().then(() => app.listen(3000, () => console.log('conduit on :3000')));
