module.exports = (sequelize, DataTypes) => sequelize.define('Tag', {
  name: { type: DataTypes.STRING, unique: true },
});
