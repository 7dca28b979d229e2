const { Article } = require('../models');

module.exports = {
  create: (data) => Article.create(data),
  findBySlug: (slug) => Article.scope('withAuthor').findOne({ where: { slug } }),
  // Returns a scoped model so callers can paginate however they need.
  scoped: (...scopes) => Article.scope(...scopes),
};
