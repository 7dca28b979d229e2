module.exports = async (ctx, next) => {
  try {
    await next();
  } catch (err) {
    ctx.status = err.status || 500;
    ctx.body = { errors: err.errors || { body: [err.expose ? err.message : 'internal error'] } };
  }
};
