import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './sequelize';
import './schemas/user.schema';
import { profileRoutes } from './routes/profile.routes';

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx, next) => {
  if (ctx.path === '/api/health-check') {
    ctx.body = { status: 'ok' };
    return;
  }
  await next();
});
app.use(profileRoutes.routes());

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
