'use strict'
const { Article, User, Tag } = require('../lib/db')

function toJson (a) {
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: (a.Tags || []).map((t) => t.name),
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false }
  }
}

module.exports = async function articleRoutes (fastify) {
  fastify.get('/articles', async (request) => {
    const { limit = 20, offset = 0, tag } = request.query
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author' }, { model: Tag, ...(tag ? { where: { name: tag } } : {}) }],
      distinct: true,
      order: [['createdAt', 'DESC']],
      limit: Number(limit),
      offset: Number(offset)
    })
    return { articles: rows.map(toJson), articlesCount: count }
  })

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug }, include: [{ model: User, as: 'author' }, Tag] })
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } })
    return { article: toJson(article) }
  })
}
