const tags = require('../repositories/tags');

module.exports = async function (app) {
  app.get('/tags', async () => ({ tags: await tags.allNames() }));
};
