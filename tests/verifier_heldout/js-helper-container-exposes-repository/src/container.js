// one place that builds the app's collaborators
const userRepository = require('./repositories/userRepository');
const articleRepository = require('./repositories/articleRepository');
const userService = require('./services/userService');
const articleService = require('./services/articleService');

module.exports = { userRepository, articleRepository, userService, articleService };
