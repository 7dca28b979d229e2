module.exports = ({ models }) => ({
  bySlug: (slug) => models.Article.findOne({ where: { slug }, include: [{ model: models.User, as: 'author' }] }),
  page: (limit, offset) =>
    models.Article.findAndCountAll({ include: [{ model: models.User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset }),
  create: (values) => models.Article.create(values),
});
