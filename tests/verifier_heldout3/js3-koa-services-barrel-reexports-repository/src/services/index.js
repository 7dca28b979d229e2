// One import point for the route files.
module.exports = {
  articleService: require('./articleService'),
  userService: require('./userService'),
  ...require('../repositories'),
};
