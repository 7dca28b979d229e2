const articleRepository = require('../repositories/articleRepository');
const tagRepository = require('../repositories/tagRepository');

const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

function serialize(article) {
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
  };
}

module.exports = {
  async create(input) {
    const tags = await tagRepository.findOrCreateMany(input.tagList || []);
    const slug = `${slugify(input.title)}-${Math.random().toString(36).slice(2, 8)}`;
    return serialize(await articleRepository.create({ ...input, slug }, tags));
  },
  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    return article ? serialize(article) : null;
  },
};
