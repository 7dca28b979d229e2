'use strict';

exports.up = async function up(db) {
  await db.createTable('users', {
    id: { type: 'int', primaryKey: true, autoIncrement: true },
    email: { type: 'string', notNull: true, unique: true },
    username: { type: 'string', notNull: true, unique: true },
    bio: { type: 'text' },
    image: { type: 'string' },
    createdAt: { type: 'timestamp', notNull: true },
    updatedAt: { type: 'timestamp', notNull: true },
  });
  await db.createTable('comments', {
    id: { type: 'int', primaryKey: true, autoIncrement: true },
    body: { type: 'text', notNull: true },
    articleSlug: { type: 'string', notNull: true },
    authorId: {
      type: 'int',
      notNull: true,
      foreignKey: {
        name: 'comments_author_fk',
        table: 'users',
        mapping: 'id',
        rules: { onDelete: 'CASCADE' },
      },
    },
    createdAt: { type: 'timestamp', notNull: true },
    updatedAt: { type: 'timestamp', notNull: true },
  });
  await db.addIndex('comments', 'comments_article_slug_idx', ['articleSlug']);
};

exports.down = async function down(db) {
  await db.dropTable('comments');
  await db.dropTable('users');
};

exports._meta = { version: 1 };
