const path = require('path');
const { Sequelize, DataTypes, QueryTypes } = require('sequelize');

// Data lives next to the checkout, not inside it, so a fresh clone or `git clean` keeps it.
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(process.cwd(), '..', 'conduit-data', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: {
    type: DataTypes.STRING,
    allowNull: false,
    validate: {
      isEmail: true,
      // SQLite's UNIQUE is case-sensitive; reject "Foo@x.io" when "foo@x.io" exists.
      async uniqueIgnoringCase(value) {
        const rows = await sequelize.query(
          'SELECT id FROM Users WHERE lower(email) = lower(:email) AND id IS NOT :id',
          { replacements: { email: value, id: this.id ?? null }, type: QueryTypes.SELECT },
        );
        if (rows.length) throw new Error('has already been taken');
      },
    },
  },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

module.exports = { sequelize, User };
