const { QueryTypes } = require('sequelize');
const { sequelize, Article } = require('./db');

async function listArticles({ tag, author, favorited, limit = 20, offset = 0 }) {
  const where = [];
  const replacements = { limit: Number(limit), offset: Number(offset) };
  if (tag) { where.push('a.id IN (SELECT articleId FROM ArticleTags WHERE tag = :tag)'); replacements.tag = tag; }
  if (author) { where.push('u.username = :author'); replacements.author = author; }
  if (favorited) {
    where.push('a.id IN (SELECT f.articleId FROM Favorites f JOIN Users fu ON fu.id = f.userId WHERE fu.username = :favorited)');
    replacements.favorited = favorited;
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image FROM Articles a JOIN Users u ON u.id = a.authorId ${clause}
     ORDER BY a.createdAt DESC LIMIT :limit OFFSET :offset`,
    { replacements, type: QueryTypes.SELECT });
  return rows;
}

module.exports = async function (fastify) {
  fastify.get('/api/articles', async (request) => {
    const articles = await listArticles(request.query);
    return { articles, articlesCount: articles.length };
  });
  fastify.get('/api/articles/:slug', async (request, reply) => {
    const a = await Article.findOne({ where: { slug: request.params.slug } });
    if (!a) return reply.code(404).send({ errors: { body: ['not found'] } });
    return { article: a };
  });
};
