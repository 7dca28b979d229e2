const { Model } = require('objection');
const User = require('./User');

class Article extends Model {
  static get tableName() { return 'articles'; }
  static get relationMappings() {
    return { author: { relation: Model.BelongsToOneRelation, modelClass: User,
      join: { from: 'articles.author_id', to: 'users.id' } } };
  }
}
module.exports = Article;
