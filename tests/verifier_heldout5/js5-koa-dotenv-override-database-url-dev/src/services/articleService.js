const articles = require('../repositories/articleRepository');
const tags = require('../repositories/tagRepository');

module.exports = {
  async create({ title, description, body, tagList = [] }) {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await articles.create({ slug, title, description, body }, await tags.ensure(tagList));
    const a = await articles.bySlug(slug);
    return { slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.Tags.map((t) => t.name) };
  },
};
