// Data access for comments.
const { Comment } = require('../models');

module.exports = Comment;
