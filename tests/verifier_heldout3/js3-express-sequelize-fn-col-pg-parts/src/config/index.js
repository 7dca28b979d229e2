const required = (name) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} must be set`);
  return value;
};

export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'dev-secret',
  db: {
    host: required('PGHOST'),
    port: Number(required('PGPORT')),
    username: required('PGUSER'),
    password: required('PGPASSWORD'),
    database: required('PGDATABASE'),
  },
};
