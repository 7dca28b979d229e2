import { signUp } from '../services/users.js';

export default async function userRoutes(app) {
  app.post('/users', async (request, reply) => {
    const result = await signUp(request.body.user ?? {});
    if (result.error) return reply.code(422).send({ errors: { body: [result.error] } });
    return reply.code(201).send(result);
  });
}
