const { Article, User } = require('../entities');
const { slugify } = require('../service-layer/slug');

const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

async function insert({ title, description, body }, authorId) {
  const article = await Article.create({ title, description, body, authorId, slug: slugify(title) });
  return Article.findByPk(article.id, { include });
}

async function bySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function updateBySlug(slug, changes) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) return null;
  if (changes.title && changes.title !== article.title) changes.slug = slugify(changes.title);
  await article.update(changes);
  return Article.findByPk(article.id, { include });
}

async function removeBySlug(slug) {
  return Article.destroy({ where: { slug } });
}

module.exports = { insert, bySlug, updateBySlug, removeBySlug };
