const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { loadControllers, scopePerRequest } = require('awilix-koa');
const { configureContainer } = require('./container');

async function main() {
  const container = configureContainer({
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: process.env.JWT_SECRET || 'koa-awilix',
  });
  await container.resolve('models').sequelize.sync();

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
  app.use(scopePerRequest(container));
  app.use(loadControllers('routes/{articles,users,health}.js', { cwd: __dirname }));
  app.listen(3000, () => console.log('conduit (koa + awilix) on 3000'));
}

main();
