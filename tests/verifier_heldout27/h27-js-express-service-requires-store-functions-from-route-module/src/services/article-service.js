const userService = require('./user-service');
// the article statements live next to the article routes
const { articleStore } = require('../routes/articles');

function present(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: viewerId ? articleStore.isFavorited(viewerId, article.id) : false,
    favoritesCount: articleStore.favoritesCount(article.id),
    author: userService.profileOf(article.authorId),
  };
}

module.exports = {
  list({ limit = 20, offset = 0 }, viewerId) {
    const rows = articleStore.list(limit, offset);
    return { articles: rows.map((a) => present(a, viewerId)), articlesCount: articleStore.count() };
  },
  get(slug, viewerId) {
    const a = articleStore.bySlug(slug);
    if (!a) throw Object.assign(new Error('article not found'), { status: 404 });
    return present(a, viewerId);
  },
  create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    articleStore.insert({ slug, title, description, body, tagList, authorId });
    return this.get(slug, authorId);
  },
  favorite(slug, userId) {
    const a = articleStore.bySlug(slug);
    if (!a) throw Object.assign(new Error('article not found'), { status: 404 });
    articleStore.favorite(userId, a.id);
    return present(a, userId);
  },
  tags() {
    return [...new Set(articleStore.allTagLists().flat())];
  },
};
