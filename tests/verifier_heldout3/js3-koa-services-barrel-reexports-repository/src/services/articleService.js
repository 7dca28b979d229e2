const { articleRepository, tagRepository } = require('../repositories');

function toJson(article) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tags.map((t) => t.name),
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { ...article.author.get(), following: false },
  };
}

module.exports = {
  async list({ limit = 20, offset = 0 }) {
    const { rows, count } = await articleRepository.list({ limit: Number(limit), offset: Number(offset) });
    return { articles: rows.map(toJson), articlesCount: count };
  },
  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) {
      const err = new Error('article not found');
      err.status = 404;
      throw err;
    }
    return toJson(article);
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
    const tags = await tagRepository.upsertMany(tagList);
    return toJson(await articleRepository.create({ slug, title, description, body, authorId }, tags));
  },
};
