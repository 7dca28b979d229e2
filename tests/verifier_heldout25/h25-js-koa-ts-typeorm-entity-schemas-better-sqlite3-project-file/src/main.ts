import Koa from 'koa';
import bodyParser from 'koa-bodyparser';
import { dataSource } from './infrastructure/data-source';
import { NotFoundError } from './services/profile.service';
import { router } from './routes';

async function main() {
  await dataSource.initialize();

  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (err: any) {
      ctx.status = err instanceof NotFoundError ? 404 : err.status ?? 500;
      ctx.body = { errors: { body: [err.message] } };
    }
  });
  app.use(bodyParser());
  app.use(router.routes()).use(router.allowedMethods());
  app.listen(3000, () => console.log('Conduit (Koa + TypeORM) on 3000'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
