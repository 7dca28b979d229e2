class FavoriteRepository {
  constructor({ Favorite }) { this.Favorite = Favorite; }
  add(userId, articleId) { return this.Favorite.findOrCreate({ where: { userId, articleId } }); }
  remove(userId, articleId) { return this.Favorite.destroy({ where: { userId, articleId } }); }
  countFor(articleId) { return this.Favorite.count({ where: { articleId } }); }
  has(userId, articleId) { return this.Favorite.count({ where: { userId, articleId } }).then((n) => n > 0); }
}
module.exports = { FavoriteRepository };
