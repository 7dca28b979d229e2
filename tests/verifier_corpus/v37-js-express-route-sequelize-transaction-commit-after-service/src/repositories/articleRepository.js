const { Article, Tag } = require('../models');

exports.findBySlug = (slug, transaction) =>
  Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }], transaction });

exports.save = (article, fields, transaction) => article.update(fields, { transaction });

exports.replaceTags = async (article, names, transaction) => {
  const tags = await Promise.all(names.map((name) => Tag.findOrCreate({ where: { name }, transaction })));
  await article.setTags(tags.map(([tag]) => tag), { transaction });
};
