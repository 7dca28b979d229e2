const articles = require('../repositories/article-repository');
const tags = require('../repositories/tag-repository');

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
}

module.exports = {
  list(query) {
    return articles.page(Math.min(Number(query.limit) || 20, 100), Number(query.offset) || 0);
  },
  get: (slug) => articles.findBySlug(slug),
  async create(authorId, input) {
    const tagRows = await tags.ensure(input.tagList || []);
    const article = await articles.create(
      { slug: slugify(input.title), title: input.title, description: input.description, body: input.body, authorId },
      tagRows,
    );
    return articles.findBySlug(article.slug);
  },
};
