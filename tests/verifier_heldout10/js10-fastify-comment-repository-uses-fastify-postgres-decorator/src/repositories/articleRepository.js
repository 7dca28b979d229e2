module.exports = function articleRepository({ Article }) {
  return {
    findBySlug: (slug) => Article.findOne({ where: { slug } }),
  };
};
