const { Article } = require('../models');
module.exports = { findBySlug: (slug) => Article.findOne({ where: { slug } }) };
