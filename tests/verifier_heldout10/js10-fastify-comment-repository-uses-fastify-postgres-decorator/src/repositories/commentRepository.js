// Comments are read on every article page; use the pg pool registered by
// @fastify/postgres directly for the list, Sequelize for the writes.
module.exports = function commentRepository({ Comment, pg }) {
  return {
    async listByArticle(articleId) {
      const { rows } = await pg.query(
        'SELECT id, body, author_id AS "authorId", created_at AS "createdAt", updated_at AS "updatedAt" FROM comments WHERE article_id = $1 ORDER BY created_at DESC',
        [articleId],
      );
      return rows;
    },
    create: (articleId, authorId, body) => Comment.create({ articleId, authorId, body }),
    remove: (id, articleId) => Comment.destroy({ where: { id, articleId } }),
  };
};
