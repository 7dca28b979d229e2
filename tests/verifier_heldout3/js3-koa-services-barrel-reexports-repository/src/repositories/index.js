module.exports = {
  articleRepository: require('./articleRepository'),
  tagRepository: require('./tagRepository'),
  userRepository: require('./userRepository'),
};
