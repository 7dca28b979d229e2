// one place that builds the app's collaborators
const userService = require('./services/userService');
const articleService = require('./services/articleService');

module.exports = { userService, articleService };
