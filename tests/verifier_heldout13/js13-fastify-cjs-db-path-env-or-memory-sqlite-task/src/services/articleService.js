const articles = require('../repositories/articleRepository');

const toSlug = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Math.floor(Math.random() * 1e6)}`;

function serialize(article) {
  const { author } = article;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}

async function list(limit = 20, offset = 0) {
  const { rows, count } = await articles.findRecent({ limit, offset });
  return { articles: rows.map(serialize), articlesCount: count };
}

async function create(authorId, { title, description, body, tagList = [] }) {
  const article = await articles.create({ slug: toSlug(title), title, description, body, tagList, authorId });
  return serialize(await articles.findBySlug(article.slug));
}

async function get(slug) {
  const article = await articles.findBySlug(slug);
  return article ? serialize(article) : null;
}

module.exports = { list, create, get };
