import { signUp, signIn } from '../services/user.service.js';

export default async function (app) {
  const out = (u) => ({ user: { username: u.username, email: u.email, bio: u.bio ?? null, image: u.image ?? null, token: app.jwt.sign({ id: u.id }) } });

  app.post('/users', async (req, reply) => reply.code(201).send(out(await signUp(req.body.user))));

  app.post('/users/login', async (req, reply) => {
    const user = await signIn(req.body.user);
    return user ? out(user) : reply.code(401).send({ errors: { 'email or password': ['is invalid'] } });
  });
}
