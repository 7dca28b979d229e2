const { Article, User, Tag } = require('../models');
const jwt = require('../services/jwt');
const slugify = require('../utils/slug');

const serialize = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.Tags ? a.Tags.map((t) => t.name) : [],
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async (fastify) => {
  fastify.get('/articles', async (req) => {
    const { limit = 20, offset = 0 } = req.query;
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }, { model: Tag }],
      order: [['createdAt', 'DESC']],
      limit: Number(limit),
      offset: Number(offset),
      distinct: true,
    });
    return { articles: rows.map(serialize), articlesCount: count };
  });

  fastify.post('/articles', async (req, reply) => {
    let user;
    try {
      user = jwt.verify((req.headers.authorization || '').replace('Token ', ''));
    } catch (e) {
      return reply.status(401).send({ errors: { body: ['unauthorized'] } });
    }
    const { title, description, body, tagList = [] } = req.body.article;
    const article = await Article.create({ slug: slugify(title), title, description, body, authorId: user.id });
    for (const name of tagList) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      await article.addTag(tag);
    }
    const full = await Article.findByPk(article.id, { include: [{ model: User, as: 'author' }, { model: Tag }] });
    return reply.status(201).send({ article: serialize(full) });
  });
};
