const articles = require('../repositories/article-repository');

function slugify(title) {
  return `${title.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
}

async function toJSON(article, viewer) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: (article.tags || []).map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: await articles.isFavorited(viewer && viewer.id, article.id),
    favoritesCount: await articles.countFavorites(article.id),
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

module.exports = {
  async list(findOptions, viewer) {
    const { rows, count } = await articles.findAndCount(findOptions);
    return { articles: await Promise.all(rows.map((a) => toJSON(a, viewer))), articlesCount: count };
  },

  // buildFeed receives the followed ids and returns the find options for them
  async feed(viewer, buildFeed) {
    const ids = await articles.followedIds(viewer.id);
    return this.list(buildFeed(ids), viewer);
  },

  async get(slug, viewer) {
    const article = await articles.findBySlug(slug);
    if (!article) {
      const err = new Error('article not found');
      err.status = 404;
      throw err;
    }
    return toJSON(article, viewer);
  },

  async create(viewer, input) {
    const created = await articles.create({ ...input, slug: slugify(input.title), authorId: viewer.id });
    return this.get(created.slug, viewer);
  },

  tags() {
    return articles.tagNames();
  },
};
