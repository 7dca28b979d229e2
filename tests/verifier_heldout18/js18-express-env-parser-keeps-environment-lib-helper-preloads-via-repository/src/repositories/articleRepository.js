const { Article, User, Tag } = require('../models');
const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];
exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include });
exports.update = (article, fields) => article.update(fields);
exports.destroy = (article) => article.destroy();
