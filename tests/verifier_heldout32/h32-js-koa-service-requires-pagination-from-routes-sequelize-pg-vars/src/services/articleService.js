const articleRepository = require('../repositories/articleRepository');
const { parsePage } = require('../routes/pagination');

exports.list = async (query) => {
  const { limit, offset } = parsePage(query);
  const { rows, count } = await articleRepository.page({ tag: query.tag, limit, offset });
  return { articles: rows.map((a) => ({ ...a.toJSON(), favorited: false, favoritesCount: 0 })), articlesCount: count };
};
