const articles = require('../repositories/articleRepository');
const users = require('../repositories/userRepository');
const { ServiceError } = require('./userService');

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

async function present(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name).sort(),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount: await articles.favoritesCount(article),
    author: {
      username: article.author.username,
      bio: article.author.bio,
      image: article.author.image,
      following: await users.isFollowing(viewerId, article.author),
    },
  };
}

async function list(query, viewerId) {
  let authorId;
  if (query.author) {
    const author = await users.findByUsername(query.author);
    if (!author) return { articles: [], articlesCount: 0 };
    authorId = author.id;
  }
  const { rows, count } = await articles.list({
    limit: Number(query.limit) || 20,
    offset: Number(query.offset) || 0,
    tag: query.tag,
    authorId,
  });
  return { articles: await Promise.all(rows.map((a) => present(a, viewerId))), articlesCount: count };
}

async function create(input, authorId) {
  if (!input || !input.title || !input.description || !input.body) {
    throw new ServiceError(422, { body: ['title, description and body are required'] });
  }
  const article = await articles.create({ ...input, slug: slugify(input.title), authorId });
  return present(article, authorId);
}

async function get(slug, viewerId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new ServiceError(404, { article: ['not found'] });
  return present(article, viewerId);
}

async function tags() {
  return articles.allTagNames();
}

module.exports = { list, create, get, tags };
