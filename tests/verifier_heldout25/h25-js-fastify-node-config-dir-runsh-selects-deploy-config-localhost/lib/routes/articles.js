const { Article, User } = require('../db');

const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async function (app) {
  app.get('/articles', async (req) => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: Number(req.query.limit || 20),
      offset: Number(req.query.offset || 0),
    });
    return { articles: rows.map(view), articlesCount: count };
  });

  app.get('/tags', async () => {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return { tags: [...new Set(rows.flatMap((r) => r.tagList))] };
  });
};
