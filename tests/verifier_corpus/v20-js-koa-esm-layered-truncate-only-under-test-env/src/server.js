import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { sequelize } from './models/index.js';
import { articles } from './routes/articles.js';

const app = new Koa();
app.use(async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: err.errors || { body: [err.message] } };
  }
});
app.use(bodyParser());
app.use(articles.routes()).use(articles.allowedMethods());

async function start() {
  await sequelize.sync();
  // The integration suite (NODE_ENV=test) starts from an empty article table.
  if (process.env.NODE_ENV === 'test') {
    const { resetArticles } = await import('./models/reset.js');
    await resetArticles(sequelize);
  }
  const port = Number(process.env.PORT) || 3000;
  app.listen(port, () => console.log(`conduit (koa) on :${port}`));
}

start();
