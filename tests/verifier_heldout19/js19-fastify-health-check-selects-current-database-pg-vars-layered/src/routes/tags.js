module.exports = async (app) => {
  app.get('/tags', async () => ({ tags: await app.deps.tags.all() }));
};
