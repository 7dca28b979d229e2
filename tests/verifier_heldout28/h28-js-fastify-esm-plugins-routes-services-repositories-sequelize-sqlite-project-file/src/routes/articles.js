import { listArticles, createArticle, getArticle, addComment } from '../services/article-service.js';

export default async function articleRoutes(app) {
  app.get('/articles', async (req) => listArticles(Number(req.query.limit) || 20, Number(req.query.offset) || 0));
  app.post('/articles', { preHandler: app.requireUser }, async (req, reply) =>
    reply.code(201).send({ article: await createArticle(req.user.id, req.body.article) }));
  app.get('/articles/:slug', async (req) => ({ article: await getArticle(req.params.slug) }));
  app.post('/articles/:slug/comments', { preHandler: app.requireUser }, async (req) =>
    ({ comment: await addComment(req.params.slug, req.user.id, req.body.comment.body) }));
}
