const articles = require('../repositories/articleRepository');
const tags = require('../repositories/tagRepository');

const toJson = (a) => ({ slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tags.map((t) => t.name).sort() });

exports.get = async (slug) => {
  const a = await articles.bySlug(slug);
  return a && toJson(a);
};

exports.create = async ({ title, description, body, tagList = [] }) => {
  if (!title || !description || !body) {
    const err = new Error('title, description and body are required');
    err.status = 422;
    throw err;
  }
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  return toJson(await articles.create({ slug, title, description, body }, await tags.ensure(tagList)));
};
