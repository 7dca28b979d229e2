const Article = require('../models/article');

exports.findBySlug = (slug) => Article.findOne({ where: { slug } });
