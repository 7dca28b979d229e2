function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

export const env = {
  port: 3000,
  db: {
    host: required('PGHOST'),
    port: Number(required('PGPORT')),
    username: required('PGUSER'),
    password: required('PGPASSWORD'),
    database: required('PGDATABASE'),
  },
};
