import jwt from 'jsonwebtoken';
import * as users from '../services/user.service.js';
import { config } from '../config.js';

export default async function userRoutes(app) {
  const auth = async (req, reply) => {
    try { req.userId = jwt.verify(req.headers.authorization?.replace('Token ', ''), config.jwtSecret).id; }
    catch { reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
  };

  app.post('/users', async (req, reply) => reply.code(201).send({ user: await users.register(req.body.user) }));
  app.get('/user', { preHandler: auth }, async (req) => ({ user: await users.currentUser(req.userId) }));
  app.put('/user', { preHandler: auth }, async (req) => ({ user: await users.updateUser(req.userId, req.body.user) }));
}
