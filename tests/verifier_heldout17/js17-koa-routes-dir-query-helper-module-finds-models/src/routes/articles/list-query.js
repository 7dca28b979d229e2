// Builds the paginated listing for GET /api/articles from the query string.
const { Article, User } = require('../../models');

module.exports = async function listQuery(query) {
  const where = {};
  const include = [{ model: User, as: 'author' }];
  if (query.author) include[0].where = { username: query.author };
  const { rows, count } = await Article.findAndCountAll({
    where, include, order: [['createdAt', 'DESC']],
    limit: Number(query.limit) || 20, offset: Number(query.offset) || 0,
  });
  return { articles: rows, articlesCount: count };
};
