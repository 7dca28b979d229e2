const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('./database');

module.exports = async (app) => {
  app.get('/feed', { onRequest: [async (req) => req.jwtVerify()] }, async (req) => {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    const rows = await sequelize.query(
      `SELECT a.*, u.username, u.bio, u.image FROM "Articles" a
         JOIN "Follows" f ON f."followingId" = a."authorId"
         JOIN "Users" u ON u.id = a."authorId"
       WHERE f."followerId" = :me ORDER BY a."createdAt" DESC LIMIT :limit OFFSET :offset`,
      { replacements: { me: req.user.id, limit, offset }, type: QueryTypes.SELECT });
    return { articles: rows, articlesCount: rows.length };
  });

  app.get('/:slug', async (req, reply) => {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
    return article ? { article } : reply.code(404).send();
  });
};
