'use strict'
const Fastify = require('fastify')
const config = require('../config')
const { sequelize, Tag, Profile } = require('./db')

const app = Fastify({ logger: { level: config.logLevel } })

app.get('/api/health-check', async () => ({ status: 'up' }))

app.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] })
  return { tags: tags.map((t) => t.name) }
})

app.get('/api/profiles/:username', async (request, reply) => {
  const profile = await Profile.findOne({ where: { username: request.params.username } })
  if (!profile) return reply.code(404).send({ errors: { profile: ['not found'] } })
  return { profile: { username: profile.username, bio: profile.bio, image: profile.image, following: false } }
})

sequelize.sync()
  .then(() => app.listen({ port: config.port, host: '0.0.0.0' }))
  .catch((err) => { app.log.error(err); process.exit(1) })
