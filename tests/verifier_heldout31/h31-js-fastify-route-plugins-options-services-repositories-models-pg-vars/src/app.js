'use strict'
const Fastify = require('fastify')
const { sequelize } = require('./models')
const profileRepository = require('./repositories/profileRepository')
const { createProfileService } = require('./services/profileService')

async function main () {
  const services = {
    profileService: createProfileService(profileRepository)
  }

  const app = Fastify({ logger: true })
  app.get('/api/health-check', async () => ({ ok: true }))
  app.register(require('./routes/profiles'), { prefix: '/api', services })

  await sequelize.sync()
  await app.listen({ port: 3000, host: '0.0.0.0' })
}

main()
