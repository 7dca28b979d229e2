const articles = require('../repositories/articles');

exports.publish = ({ title, body }) => {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return articles.insert({ slug, title, body });
};
exports.read = (slug) => articles.bySlug(slug);
exports.feed = (limit = 20, offset = 0) => articles.recent(Number(limit), Number(offset));
