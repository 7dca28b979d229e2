const { DataTypes } = require('sequelize');

const COMMENT_BODY_MAX = 5000;

function defineComment(sequelize) {
  return sequelize.define('Comment', {
    body: { type: DataTypes.TEXT, allowNull: false, validate: { len: [1, COMMENT_BODY_MAX] } },
    articleId: DataTypes.INTEGER,
    authorId: DataTypes.INTEGER,
  });
}
module.exports = defineComment;
module.exports.COMMENT_BODY_MAX = COMMENT_BODY_MAX;
