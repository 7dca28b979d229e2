const Comment = require('../models/comment')

exports.forArticle = (slug) => Comment.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'DESC']] })
exports.add = (slug, body) => Comment.create({ articleSlug: slug, body })
