import Router from '@koa/router';
import { createArticle, getArticle, listTags, ValidationError } from '../services/articleService.js';

const router = new Router();

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: (a.tags ?? []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
});

router.post('/articles', async (ctx) => {
  try {
    const article = await createArticle(ctx.request.body.article ?? {});
    ctx.status = 201;
    ctx.body = { article: present(article) };
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    ctx.status = 422;
    ctx.body = { errors: { body: [err.message] } };
  }
});

router.get('/articles/:slug', async (ctx) => {
  const article = await getArticle(ctx.params.slug);
  if (!article) {
    ctx.status = 404;
    ctx.body = { errors: { article: ['not found'] } };
    return;
  }
  ctx.body = { article: present(article) };
});

router.get('/tags', async (ctx) => {
  ctx.body = { tags: await listTags() };
});

export default router;
