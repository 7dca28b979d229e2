import pg from 'pg';
import { updateCurrentUser } from '../services/userService.js';

const UNIQUE_VIOLATION = '23505';

export default async function userRoutes(app) {
  app.put('/api/user', async (request, reply) => {
    try {
      return { user: await updateCurrentUser(request.userId, request.body.user ?? {}) };
    } catch (err) {
      if (err instanceof pg.DatabaseError && err.code === UNIQUE_VIOLATION) {
        return reply.code(422).send({ errors: { email: ['has already been taken'] } });
      }
      throw err;
    }
  });
}
