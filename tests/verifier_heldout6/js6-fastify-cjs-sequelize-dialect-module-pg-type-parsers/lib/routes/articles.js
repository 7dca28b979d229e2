'use strict';

const q = require('../db/queries');

module.exports = async function articleRoutes(app) {
  const present = async (a) => ({
    slug: a.slug, title: a.title, description: a.description, body: a.body,
    tagList: (a.tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
    favorited: false, favoritesCount: await q.favoritesCount(a.id),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  });

  app.get('/tags', async () => ({ tags: await q.popularTags() }));

  app.get('/articles', async (req) => {
    const { rows, count } = await q.articlesByTag(req.query.tag, Number(req.query.limit || 20), Number(req.query.offset || 0));
    return { articles: await Promise.all(rows.map(present)), articlesCount: count };
  });

  app.get('/articles/:slug', async (req, reply) => {
    const a = await q.articleBySlug(req.params.slug);
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: await present(a) };
  });

  app.post('/articles/:slug/favorite', { onRequest: [app.auth] }, async (req, reply) => {
    const a = await q.articleBySlug(req.params.slug);
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } });
    await q.favorite(a.id, req.user.id);
    return { article: { ...(await present(a)), favorited: true } };
  });
};
