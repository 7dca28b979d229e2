const articles = require('../repositories/articleRepository');
const comments = require('../repositories/commentRepository');

const present = (c) => ({
  id: c.id,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  body: c.body,
  author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
});

async function requireArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) {
    const err = new Error('article not found');
    err.status = 404;
    throw err;
  }
  return article;
}

exports.list = async (slug) => {
  const article = await requireArticle(slug);
  return (await comments.listForArticle(article.id)).map(present);
};

exports.add = async (slug, userId, body) => {
  const article = await requireArticle(slug);
  return present(await comments.create(article.id, userId, body));
};

exports.requireArticle = requireArticle;
