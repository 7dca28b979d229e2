const articles = require('../repositories/articleRepository');
const { ServiceError } = require('./userService');

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

function present(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function list(query) {
  const limit = Number(query.limit) || 20;
  const offset = Number(query.offset) || 0;
  const { rows, count } = await articles.list({ limit, offset });
  return { articles: rows.map(present), articlesCount: count };
}

async function get(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, { article: ['not found'] });
  return present(article);
}

async function create(authorId, input) {
  const { title, description, body, tagList = [] } = input || {};
  if (!title || !description || !body) throw new ServiceError(422, { body: ['title, description and body are required'] });
  const article = await articles.create({ slug: slugify(title), title, description, body, authorId }, tagList);
  return present(article);
}

module.exports = { list, get, create };
