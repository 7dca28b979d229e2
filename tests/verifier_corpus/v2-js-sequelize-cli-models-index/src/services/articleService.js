const articles = require('../repositories/articleRepository');

exports.get = async (slug) => {
  const article = await articles.findBySlug(slug);
  if (!article) return null;
  return { slug: article.slug, title: article.title, body: article.body, author: { username: article.author.username } };
};
