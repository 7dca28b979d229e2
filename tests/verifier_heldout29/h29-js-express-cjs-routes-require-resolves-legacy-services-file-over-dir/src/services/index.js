module.exports = {
  userService: require('./user.service'),
  articleService: require('./article.service'),
};
