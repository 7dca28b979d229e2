const articles = require('../repositories/articleRepository');

exports.feed = async (userId, { limit = 20, offset = 0 } = {}) => {
  const [rows, count] = await Promise.all([
    articles.feed(userId, Number(limit), Number(offset)),
    articles.countFeed(userId),
  ]);
  return { articles: rows.map((r) => r.toJSON()), articlesCount: count };
};

exports.get = async (slug) => {
  const article = await articles.findBySlug(slug);
  return article && article.toJSON();
};
