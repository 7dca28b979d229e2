const { Comment, User } = require('../models');
exports.list = (articleId) => Comment.findAll({ where: { articleId }, include: [{ model: User, as: 'author' }] });
exports.add = (articleId, authorId, body) => Comment.create({ articleId, authorId, body });
