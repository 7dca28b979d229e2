'use strict';

const Favorite = require('../models/favorite');

module.exports = async function favorites(fastify) {
  fastify.post('/articles/:slug/favorite', async (request, reply) => {
    const userId = Number(request.headers['x-user-id']);
    if (!userId) return reply.code(401).send({ errors: { token: ['missing'] } });
    await Favorite.findOrCreate({ where: { userId, articleSlug: request.params.slug } });
    const favoritesCount = await Favorite.count({ where: { articleSlug: request.params.slug } });
    return { article: { slug: request.params.slug, favorited: true, favoritesCount } };
  });

  fastify.delete('/articles/:slug/favorite', async (request, reply) => {
    const userId = Number(request.headers['x-user-id']);
    if (!userId) return reply.code(401).send({ errors: { token: ['missing'] } });
    await Favorite.destroy({ where: { userId, articleSlug: request.params.slug } });
    const favoritesCount = await Favorite.count({ where: { articleSlug: request.params.slug } });
    return { article: { slug: request.params.slug, favorited: false, favoritesCount } };
  });
};
