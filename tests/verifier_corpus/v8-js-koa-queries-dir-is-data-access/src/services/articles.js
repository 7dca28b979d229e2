const { articleBySlug, insertArticle, recentArticles } = require('../queries/article-queries');
const { userByUsername } = require('../queries/user-queries');
const favorites = require('../queries/favorite-queries');

function toSlug(title) {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
}

async function present(article) {
  return {
    slug: article.slug,
    title: article.title,
    body: article.body,
    author: { username: article.author ? article.author.username : null },
    favoritesCount: await favorites.favoriteCount(article.id),
  };
}

exports.publish = async (username, { title, body }) => {
  const author = await userByUsername(username);
  if (!author) throw Object.assign(new Error('author not found'), { status: 404 });
  const article = await insertArticle({ slug: toSlug(title), title, body, authorId: author.id });
  return present(await articleBySlug(article.slug));
};

exports.feed = async ({ limit = 20, offset = 0 }) => {
  const { rows, count } = await recentArticles(Number(limit), Number(offset));
  return { articles: await Promise.all(rows.map(present)), articlesCount: count };
};

exports.favorite = async (username, slug) => {
  const [user, article] = await Promise.all([userByUsername(username), articleBySlug(slug)]);
  if (!user || !article) throw Object.assign(new Error('not found'), { status: 404 });
  await favorites.addFavorite(user.id, article.id);
  return present(article);
};
