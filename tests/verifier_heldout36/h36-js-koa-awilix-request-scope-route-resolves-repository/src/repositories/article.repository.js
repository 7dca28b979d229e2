module.exports = ({ models }) => ({
  bySlug: (slug) => models.Article.findOne({ where: { slug } }),
  feed: (authorIds, limit, offset) => models.Article.findAndCountAll({ where: { authorId: authorIds }, limit, offset, order: [['createdAt', 'DESC']] }),
});
