'use strict'

const bcrypt = require('bcryptjs')

module.exports = async function (fastify) {
  const { User } = fastify.models
  const out = (u) => ({ email: u.email, username: u.username, bio: u.bio, image: u.image, token: fastify.jwt.sign({ id: u.id }) })

  fastify.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user || {}
    const user = await User.create({ username, email, passwordHash: bcrypt.hashSync(password, 10) })
    reply.code(201)
    return { user: out(user) }
  })

  fastify.post('/users/login', async (req, reply) => {
    const { email, password } = req.body.user || {}
    const user = await User.findOne({ where: { email } })
    if (!user || !bcrypt.compareSync(password, user.passwordHash)) {
      return reply.code(401).send({ errors: { 'email or password': ['is invalid'] } })
    }
    return { user: out(user) }
  })
}
