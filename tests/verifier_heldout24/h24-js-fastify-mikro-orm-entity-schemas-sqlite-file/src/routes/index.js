import { User } from '../entities/user.js';
import { Tag } from '../entities/tag.js';

export default async function routes(app, { orm }) {
  app.addHook('onRequest', async (req) => { req.em = orm.em.fork(); });

  app.get('/tags', async (req) => ({ tags: (await req.em.find(Tag, {}, { orderBy: { name: 'asc' } })).map((t) => t.name) }));

  app.get('/profiles/:username', async (req, reply) => {
    const user = await req.em.findOne(User, { username: req.params.username });
    if (!user) return reply.code(404).send({ errors: { profile: ['not found'] } });
    return { profile: { username: user.username, bio: user.bio, image: user.image, following: false } };
  });

  app.post('/users', async (req, reply) => {
    const { username, email, password } = req.body.user;
    const user = new User(username, email, password);
    await req.em.persistAndFlush(user);
    return reply.code(201).send({ user: { username, email, bio: null, image: null, token: '' } });
  });
}
