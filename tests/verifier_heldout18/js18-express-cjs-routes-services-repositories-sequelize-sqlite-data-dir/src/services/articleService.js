const articles = require('../repositories/articleRepository');
const tags = require('../repositories/tagRepository');
const { HttpError } = require('./errors');

function slugify(title) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '') + '-' + Date.now().toString(36);
}

async function createArticle(user, input) {
  if (!input || !input.title) throw new HttpError(422, { title: ["can't be blank"] });
  const article = await articles.create({ ...input, slug: slugify(input.title), authorId: user.id });
  if (input.tagList) await article.setTags(await tags.findOrCreateMany(input.tagList));
  return articles.findBySlug(article.slug);
}

async function getArticle(slug) {
  const a = await articles.findBySlug(slug);
  if (!a) throw new HttpError(404, { article: ['not found'] });
  return a;
}

const listArticles = (query) => articles.list({ ...query, limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
const listTags = async () => (await tags.all()).map((t) => t.name);

module.exports = { createArticle, getArticle, listArticles, listTags };
