// Used when developing on a laptop without PostgreSQL.
export default {
  jwtSecret: 'local-secret',
  database: { dialect: 'sqlite', storage: 'local.sqlite', logging: false },
};
