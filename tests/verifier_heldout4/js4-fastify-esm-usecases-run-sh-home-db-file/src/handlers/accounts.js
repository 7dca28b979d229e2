import { signIn, signUp, findUser } from '../usecases/accounts.js';

const view = (app, user) => ({
  email: user.email, username: user.username, bio: user.bio, image: user.image, token: app.jwt.sign({ id: user.id }),
});

export default async function accountHandlers(app) {
  app.post('/users', async (req, reply) => reply.code(201).send({ user: view(app, await signUp(req.body.user)) }));
  app.post('/users/login', async (req) => ({ user: view(app, await signIn(req.body.user)) }));
  app.get('/user', { onRequest: [app.requireUser] }, async (req) => ({ user: view(app, await findUser(req.user.id)) }));
}
