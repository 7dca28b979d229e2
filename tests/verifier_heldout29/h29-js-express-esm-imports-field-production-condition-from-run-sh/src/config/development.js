// Local development: a throwaway SQLite file next to package.json.
export default {
  port: 3000,
  jwtSecret: 'dev-secret',
  db: { dialect: 'sqlite', storage: 'dev.sqlite', logging: console.log },
};
