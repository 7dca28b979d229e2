const { Comment, User } = require('../models');
exports.forArticle = (slug) => Comment.findAll({ where: { articleSlug: slug }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']] });
exports.create = (data) => Comment.create(data);
exports.findById = (id) => Comment.findByPk(id);
exports.remove = (id) => Comment.destroy({ where: { id } });
