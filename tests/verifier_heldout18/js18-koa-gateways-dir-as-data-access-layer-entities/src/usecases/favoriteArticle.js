const articles = require('../gateways/articleGateway');

async function load(slug) {
  const a = await articles.bySlug(slug);
  if (!a) throw Object.assign(new Error('article not found'), { status: 404 });
  return a;
}

async function view(article, userId) {
  return { ...article.toJSON(), favorited: await articles.isFavorited(article, userId), favoritesCount: await articles.favoritesCount(article) };
}

exports.favorite = async (slug, userId) => { const a = await load(slug); await articles.favorite(a, userId); return view(a, userId); };
exports.unfavorite = async (slug, userId) => { const a = await load(slug); await articles.unfavorite(a, userId); return view(a, userId); };
