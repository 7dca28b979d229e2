const articleRepository = require('../repositories/articleRepository');
const tagRepository = require('../repositories/tagRepository');

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
}

function toDto(a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.Tags || []).map((t) => t.name),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
  };
}

async function listArticles(query) {
  const { rows, count } = await articleRepository.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map(toDto), articlesCount: count };
}

async function getArticle(slug) {
  const a = await articleRepository.findBySlug(slug);
  return a ? toDto(a) : null;
}

async function createArticle(userId, input) {
  const tags = await tagRepository.findOrCreateMany(input.tagList || []);
  const a = await articleRepository.create({ ...input, slug: slugify(input.title), authorId: userId }, tags);
  return toDto(a);
}

module.exports = { listArticles, getArticle, createArticle };
