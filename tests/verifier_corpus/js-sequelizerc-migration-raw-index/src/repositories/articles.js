const { Article } = require('../models');

exports.bySlug = (slug) => Article.findOne({ where: { slug } });
exports.recent = (limit, offset) => Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
exports.insert = (fields) => Article.create(fields);
