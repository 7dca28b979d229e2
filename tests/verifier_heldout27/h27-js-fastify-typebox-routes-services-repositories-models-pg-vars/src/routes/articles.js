import { Type } from '@sinclair/typebox';
import { Article, ListQuery, NewArticle } from './schemas.js';

export default async function articlesRoutes(app, { articlesService }) {
  app.get('/articles', {
    onRequest: [app.identify],
    schema: { querystring: ListQuery, response: { 200: Type.Object({ articles: Type.Array(Article), articlesCount: Type.Integer() }) } },
  }, (req) => articlesService.list(req.query, req.user?.id));

  app.get('/articles/:slug', { onRequest: [app.identify] }, async (req) => ({
    article: await articlesService.get(req.params.slug, req.user?.id),
  }));

  app.post('/articles', { onRequest: [app.authenticate], schema: { body: NewArticle } }, async (req, reply) => {
    reply.code(201);
    return { article: await articlesService.create(req.user.id, req.body.article) };
  });

  app.get('/articles/:slug/comments', { onRequest: [app.identify] }, async (req) => ({
    comments: await articlesService.comments(req.params.slug, req.user?.id),
  }));

  app.get('/tags', async () => ({ tags: await articlesService.tags() }));
}
