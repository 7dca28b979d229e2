import dotenv from 'dotenv';
dotenv.config();

import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './db/sequelize.js';
import './models/Tag.js';
import './models/Comment.js';
import { router } from './routes/index.js';

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
app.use(async (ctx, next) => {
  const token = ctx.get('Authorization').replace(/^Token /, '');
  if (token) {
    try {
      ctx.state.username = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).username;
    } catch {
      /* ignore malformed token */
    }
  }
  await next();
});
app.use(router.routes()).use(router.allowedMethods());

await sequelize.sync();
const port = Number(process.env.PORT || 3000);
app.listen(port, () => console.log(`listening on ${port}`));
