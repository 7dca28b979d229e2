const articleService = require('../services/article.service');

const toJson = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: (a.tags || []).map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

exports.list = async (req, res, next) => {
  try {
    const { articles, articlesCount } = await articleService.listArticles(req.query);
    res.json({ articles: articles.map(toJson), articlesCount });
  } catch (e) { next(e); }
};

exports.get = async (req, res, next) => {
  try {
    res.json({ article: toJson(await articleService.getArticle(req.params.slug)) });
  } catch (e) { next(e); }
};

exports.create = async (req, res, next) => {
  try {
    const article = await articleService.createArticle(req.user.id, req.body.article || {});
    res.status(201).json({ article: toJson(article) });
  } catch (e) { next(e); }
};

exports.remove = async (req, res, next) => {
  try {
    await articleService.deleteArticle(req.user.id, req.params.slug);
    res.sendStatus(204);
  } catch (e) { next(e); }
};
