const { Comment } = require('../models');
module.exports = { create: (attrs) => Comment.create(attrs) };
