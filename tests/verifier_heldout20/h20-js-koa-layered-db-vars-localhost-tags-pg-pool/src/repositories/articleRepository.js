const { Article, Tag } = require('../models');
exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: [Tag] });
