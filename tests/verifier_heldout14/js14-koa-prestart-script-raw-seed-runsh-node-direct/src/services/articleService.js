const articles = require('../repositories/articleRepository');
const tags = require('../repositories/tagRepository');

const present = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body,
  tagList: a.tags.map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt,
  favorited: false, favoritesCount: 0,
});

module.exports = {
  tagNames: () => tags.names(),
  async get(slug) {
    const a = await articles.findBySlug(slug);
    return a && present(a);
  },
  async create(input) {
    const slug = input.title.toLowerCase().split(/\W+/).filter(Boolean).join('-');
    return present(await articles.create({ ...input, slug }, input.tagList || []));
  },
};
