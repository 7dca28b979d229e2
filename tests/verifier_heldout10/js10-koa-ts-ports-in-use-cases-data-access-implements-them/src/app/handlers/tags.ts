import Router from '@koa/router';
import type { TagUseCases } from '../use-cases/tags';
import { ConflictError } from '../use-cases/errors';

export function tagHandlers(tags: TagUseCases): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/tags', async (ctx) => {
    ctx.body = { tags: await tags.listTags() };
  });

  router.post('/tags', async (ctx) => {
    try {
      const body = ctx.request.body as { tag?: string };
      ctx.status = 201;
      ctx.body = { tag: await tags.addTag(body.tag ?? '') };
    } catch (err) {
      if (err instanceof ConflictError) {
        ctx.status = 422;
        ctx.body = { errors: { [err.field]: [err.message] } };
        return;
      }
      throw err;
    }
  });

  return router;
}
