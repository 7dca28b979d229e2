exports.up = (pgm) => {
  pgm.createTable('users', {
    id: 'id',
    username: { type: 'varchar(255)', notNull: true, unique: true },
    email: { type: 'varchar(255)', notNull: true, unique: true },
    password: { type: 'varchar(255)', notNull: true },
    bio: { type: 'text' },
    image: { type: 'varchar(255)' },
    created_at: { type: 'timestamptz', notNull: true, default: pgm.func('now()') },
    updated_at: { type: 'timestamptz', notNull: true, default: pgm.func('now()') },
  });
  pgm.createTable('tags', { id: 'id', name: { type: 'varchar(255)', notNull: true, unique: true } });
  pgm.createIndex('users', 'lower(email)', { name: 'users_lower_email_idx' });
};

exports.down = (pgm) => {
  pgm.dropTable('tags');
  pgm.dropTable('users');
};
