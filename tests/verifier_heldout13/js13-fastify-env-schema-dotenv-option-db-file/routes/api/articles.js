'use strict'

module.exports = async function (fastify) {
  const { Article, User } = fastify.models

  const render = async (a, userId) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: [],
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: userId ? await a.hasFan(userId) : false,
    favoritesCount: await a.countFans(),
    author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false }
  })

  fastify.get('/articles/:slug', async (req, reply) => {
    const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] })
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } })
    return { article: await render(a) }
  })

  fastify.post('/articles/:slug/favorite', { onRequest: [fastify.requireUser] }, async (req, reply) => {
    const a = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] })
    if (!a) return reply.code(404).send({ errors: { article: ['not found'] } })
    await a.addFan(req.user.id)
    return { article: await render(a, req.user.id) }
  })

  fastify.get('/health-check', async () => ({ ok: true }))
}
