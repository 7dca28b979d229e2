const User = require('./user');
const Article = require('./article');

module.exports = { User, Article };
