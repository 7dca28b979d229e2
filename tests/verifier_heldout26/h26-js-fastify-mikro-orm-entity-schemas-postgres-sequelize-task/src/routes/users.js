import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { User } from '../entities/index.js';

const SECRET = process.env.JWT_SECRET ?? 'mikro-conduit';

const toUser = (u) => ({ email: u.email, token: jwt.sign({ id: u.id }, SECRET), username: u.username, bio: u.bio ?? null, image: u.image ?? null });

export default async function users(app) {
  app.post('/users', async (req, reply) => {
    const { email, username, password } = req.body?.user ?? {};
    if (!email || !username || !password) return reply.code(422).send({ errors: { body: ['missing fields'] } });
    const taken = await req.em.findOne(User, { $or: [{ email }, { username }] });
    if (taken) return reply.code(422).send({ errors: { body: ['already taken'] } });
    const user = req.em.create(User, { email, username, password: await bcrypt.hash(password, 10) });
    await req.em.flush();
    return reply.code(201).send({ user: toUser(user) });
  });

  app.post('/users/login', async (req, reply) => {
    const { email, password } = req.body?.user ?? {};
    const user = await req.em.findOne(User, { email: email ?? '' });
    if (!user || !(await bcrypt.compare(password ?? '', user.password))) {
      return reply.code(401).send({ errors: { body: ['invalid credentials'] } });
    }
    return { user: toUser(user) };
  });

  app.get('/user', async (req, reply) => {
    const m = /^(?:Token|Bearer) (.+)$/.exec(req.headers.authorization ?? '');
    let id;
    try { id = jwt.verify(m?.[1], SECRET).id; } catch { return reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
    const user = await req.em.findOneOrFail(User, { id });
    return { user: toUser(user) };
  });
}
