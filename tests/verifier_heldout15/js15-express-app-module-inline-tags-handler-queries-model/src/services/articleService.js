const repo = require('../repositories/articleRepository');

function present(article) {
  const json = article.toJSON();
  return { ...json, tagList: (json.tags || []).map((t) => t.name).sort(), tags: undefined };
}

module.exports = {
  async get(slug) {
    const article = await repo.findBySlug(slug);
    return article ? present(article) : null;
  },
  async create(authorId, { title, description, body, tagList = [] }) {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + Date.now();
    return present(await repo.create({ slug, title, description, body, authorId }, tagList));
  },
};
