// Resolves the bearer token to the current user and puts it on ctx.state.user.
const tokens = require('../../services/tokenService');
const users = require('../../repositories/userRepository');

function extract(ctx) {
  const header = ctx.get('Authorization');
  const match = /^(?:Token|Bearer) (.+)$/.exec(header);
  return match ? match[1] : null;
}

exports.optional = async (ctx, next) => {
  const token = extract(ctx);
  const id = token && tokens.read(token);
  ctx.state.user = id ? await users.byId(id) : null;
  await next();
};

exports.required = async (ctx, next) => {
  const token = extract(ctx);
  const id = token && tokens.read(token);
  const user = id ? await users.byId(id) : null;
  if (!user) ctx.throw(401, 'authentication required');
  ctx.state.user = user;
  ctx.state.token = token;
  await next();
};
