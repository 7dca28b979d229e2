const { Article, User } = require('../models');

exports.getArticle = async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
  res.json({ article });
};

exports.createArticle = async (req, res) => {
  const { title, description, body } = req.body.article;
  const slug = title.toLowerCase().split(' ').join('-');
  const article = await Article.create({ title, description, body, slug, authorId: req.auth.id });
  res.status(201).json({ article });
};
