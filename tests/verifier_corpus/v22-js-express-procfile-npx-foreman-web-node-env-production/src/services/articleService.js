const articles = require('../repositories/articleRepository');

const present = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

exports.list = async (query) => {
  const { rows, count } = await articles.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map(present), articlesCount: count };
};

exports.get = async (slug) => {
  const article = await articles.findBySlug(slug);
  return article && present(article);
};
