import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { sequelize } from './config/database';
import './models/comment.model';
import './models/user.model';
import { UserService } from './services/user.service';
import { CommentService } from './services/comment.service';
import { ServiceError } from './services/errors';
import { buildRouter } from './routes';

async function main() {
  await sequelize.sync();

  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const e = err as Error & { status?: number };
      ctx.status = e instanceof ServiceError ? e.status : e.status ?? 500;
      ctx.body = { errors: { body: [e.message] } };
    }
  });
  app.use(bodyParser());
  const router = buildRouter(new UserService(), new CommentService());
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(Number(process.env.PORT ?? 3000));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
