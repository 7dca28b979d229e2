const { Comment } = require('../models');

exports.list = (slug) => Comment.findAll({ where: { articleSlug: slug }, order: [['id', 'DESC']] });
exports.add = (slug, author, body) => Comment.create({ articleSlug: slug, author, body });
exports.get = (id) => Comment.findByPk(id);
exports.remove = (comment) => comment.destroy();
