const { verify } = require('hono/jwt');

const SECRET = process.env.JWT_SECRET || 'conduit-hono';

async function readUser(c) {
  const header = c.req.header('Authorization');
  if (!header) return null;
  try {
    const payload = await verify(header.replace(/^(Token|Bearer) /, ''), SECRET);
    return payload.id;
  } catch (e) {
    return null;
  }
}

const optionalUser = async (c, next) => { c.set('userId', await readUser(c)); await next(); };
const requireUser = async (c, next) => {
  const id = await readUser(c);
  if (!id) return c.json({ errors: { token: ['missing or invalid'] } }, 401);
  c.set('userId', id);
  await next();
};

module.exports = { SECRET, optionalUser, requireUser };
