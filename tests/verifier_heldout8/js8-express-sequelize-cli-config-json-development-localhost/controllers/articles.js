const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../models');

async function serialize(article, userId) {
  const author = article.author || (await article.getAuthor());
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: userId ? await article.hasFavoritedBy(userId) : false,
    favoritesCount: await article.countFavoritedBy(),
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}

exports.feed = async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  // Articles written by the users the current user follows, newest first.
  const ids = await sequelize.query(
    `SELECT a.id FROM articles a
       JOIN follows f ON f."followingId" = a."authorId"
      WHERE f."followerId" = :userId
      ORDER BY a."createdAt" DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { userId: req.user.id, limit, offset }, type: QueryTypes.SELECT },
  );
  const [{ count }] = await sequelize.query(
    'SELECT COUNT(*)::int AS count FROM articles a JOIN follows f ON f."followingId" = a."authorId" WHERE f."followerId" = :userId',
    { replacements: { userId: req.user.id }, type: QueryTypes.SELECT },
  );
  const articles = await Article.findAll({
    where: { id: ids.map((r) => r.id) },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  });
  res.json({ articles: await Promise.all(articles.map((a) => serialize(a, req.user.id))), articlesCount: count });
};

exports.get = async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article: await serialize(article) });
};

exports.create = async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  if (!title) return res.status(422).json({ errors: { title: ["can't be blank"] } });
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const article = await Article.create({ slug, title, description, body, tagList, authorId: req.user.id });
  res.status(201).json({ article: await serialize(article, req.user.id) });
};
