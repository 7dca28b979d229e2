const articleRepository = require('../repositories/articleRepository');
const tagRepository = require('../repositories/tagRepository');

const toJSON = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author.get({ plain: true }), following: false },
});

module.exports = {
  async list(query) {
    const { rows, count } = await articleRepository.list({ limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
    return { articles: rows.map(toJSON), articlesCount: count };
  },
  async create(authorId, input) {
    const slug = input.title.toLowerCase().replace(/\W+/g, '-') + '-' + Date.now();
    const tags = await tagRepository.findOrCreateMany(input.tagList || []);
    return toJSON(await articleRepository.create({ ...input, slug, authorId }, tags));
  },
};
