const articles = require('../repositories/article-repository');
const comments = require('../repositories/comment-repository');

const serialize = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

exports.serialize = serialize;

exports.list = async (query) => {
  const { rows, count } = await articles.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map(serialize), articlesCount: count };
};

exports.create = async (userId, input) => {
  const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  return serialize(await articles.reload(await articles.create({ ...input, slug, authorId: userId })));
};

exports.update = async (article, userId, changes) => {
  if (article.authorId !== userId) return { forbidden: true };
  await articles.update(article, changes);
  return { article: serialize(await articles.reload(article)) };
};

exports.remove = async (article, userId) => {
  if (article.authorId !== userId) return false;
  await articles.destroy(article);
  return true;
};

exports.comments = async (article) =>
  (await comments.forArticle(article.id)).map((c) => ({
    id: c.id, body: c.body, createdAt: c.createdAt, updatedAt: c.updatedAt,
    author: { username: c.author.username, bio: c.author.bio, image: c.author.image, following: false },
  }));
