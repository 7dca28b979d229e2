const Koa = require('koa');
const bodyParser = require('koa-bodyparser');
const { sequelize } = require('./db');
const router = require('./routes');

async function resetDatabase() {
  // Developer helper: `npm run reset` wipes every table before starting.
  await sequelize.query('PRAGMA foreign_keys = OFF');
  for (const table of ['comments', 'articles', 'users']) {
    await sequelize.query(`DROP TABLE IF EXISTS "${table}"`);
  }
  await sequelize.query('PRAGMA foreign_keys = ON');
}

async function main() {
  if (process.argv.includes('--reset-db')) {
    await resetDatabase();
  }
  await sequelize.sync();

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
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(3000, () => console.log('Koa Conduit listening on 3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
