const favoriteArticle = require('../use-cases/favorite-article');

exports.favorite = async (req, res) => {
  const article = await favoriteArticle(req.user ? req.user.id : 0, req.params.slug);
  res.json({ article });
};
