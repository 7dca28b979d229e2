'use strict';

module.exports = async function routes(app, { container }) {
  const profiles = container.resolve('profileController');
  app.get('/api/profiles/:username', (request, reply) => profiles.show(request, reply));
};
