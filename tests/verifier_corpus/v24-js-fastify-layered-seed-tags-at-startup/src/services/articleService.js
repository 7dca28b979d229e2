const articles = require('../repositories/articleRepository');
const tags = require('../repositories/tagRepository');

function httpError(statusCode, errors) {
  return Object.assign(new Error('request failed'), { statusCode, errors });
}

function present(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tags.map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

async function listArticles(query) {
  const { rows, count } = await articles.list({ tag: query.tag, limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map(present), articlesCount: count };
}

async function getArticle(slug) {
  const article = await articles.findBySlug(slug);
  if (!article) throw httpError(404, { article: ['not found'] });
  return present(article);
}

async function createArticle(authorId, input) {
  const { title, description, body, tagList = [] } = input || {};
  if (!title || !description || !body) throw httpError(422, { body: ['title, description and body are required'] });
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const tagRows = await tags.findOrCreateMany(tagList);
  return present(await articles.create({ slug, title, description, body, authorId }, tagRows));
}

module.exports = { listArticles, getArticle, createArticle };
