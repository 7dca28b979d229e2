'use strict';

const fp = require('fastify-plugin');
const { QueryTypes } = require('sequelize');
const { sequelize } = require('../lib/db');

// Every serialized article gets its live favorites count and the viewer's "favorited" flag,
// whichever route produced it.
async function decorate(article, viewerId) {
  const [{ n }] = await sequelize.query(
    'SELECT COUNT(*) AS n FROM favorites f JOIN articles a ON a.id = f.article_id WHERE a.slug = ?',
    { replacements: [article.slug], type: QueryTypes.SELECT },
  );
  article.favoritesCount = Number(n);
  if (viewerId) {
    const rows = await sequelize.query(
      'SELECT 1 FROM favorites f JOIN articles a ON a.id = f.article_id WHERE a.slug = ? AND f.user_id = ?',
      { replacements: [article.slug, viewerId], type: QueryTypes.SELECT },
    );
    article.favorited = rows.length > 0;
  }
}

module.exports = fp(async function favoritesCount(app) {
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (payload && payload.article) await decorate(payload.article, req.viewerId);
    if (payload && Array.isArray(payload.articles)) {
      await Promise.all(payload.articles.map((a) => decorate(a, req.viewerId)));
    }
    return payload;
  });
});
