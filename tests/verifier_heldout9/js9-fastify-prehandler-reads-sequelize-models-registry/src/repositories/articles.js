module.exports = (sequelize) => {
  const { Article } = sequelize.models;
  return {
    findBySlug: (slug) => Article.findOne({ where: { slug } }),
    update: (article, fields) => article.update(fields),
    destroy: (article) => article.destroy(),
  };
};
