const { Article } = require('../models');
module.exports = { bySlug: (slug) => Article.findOne({ where: { slug } }) };
