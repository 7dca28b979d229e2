const { Article, Tag } = require('../models');
exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [Tag] });
