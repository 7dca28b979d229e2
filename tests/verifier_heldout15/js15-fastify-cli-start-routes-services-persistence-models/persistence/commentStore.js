'use strict';

const { Comment } = require('../models');

exports.listForArticle = (slug) =>
  Comment.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'DESC']] });

exports.insert = (slug, username, body) =>
  Comment.create({ articleSlug: slug, authorUsername: username, body });

exports.findById = (id) => Comment.findByPk(id);

exports.remove = (comment) => comment.destroy();
