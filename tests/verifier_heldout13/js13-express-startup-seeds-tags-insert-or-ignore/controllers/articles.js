const { Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, as: 'tagList', attributes: ['name'], through: { attributes: [] } },
];

const format = (a) => {
  const json = a.toJSON();
  return { ...json, tagList: json.tagList.map((t) => t.name), favorited: false, favoritesCount: 0, author: { ...json.author, following: false } };
};

exports.create = async (req, res, next) => {
  try {
    const { title, description, body, tagList = [] } = req.body.article || {};
    const slug = `${String(title).toLowerCase().replace(/[^\w]+/g, '-')}-${Date.now()}`;
    const article = await Article.create({ slug, title, description, body, authorId: req.user.id });
    for (const name of tagList) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      await article.addTagList(tag);
    }
    const saved = await Article.findByPk(article.id, { include });
    res.status(201).json({ article: format(saved) });
  } catch (err) {
    next(err);
  }
};

exports.get = async (req, res, next) => {
  try {
    const article = await Article.findOne({ where: { slug: req.params.slug }, include });
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article: format(article) });
  } catch (err) {
    next(err);
  }
};
