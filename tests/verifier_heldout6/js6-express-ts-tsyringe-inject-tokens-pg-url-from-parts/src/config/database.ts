// The task provides the PostgreSQL settings as PG* variables; build the URL from them so a
// password with special characters survives.
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function databaseUrl(): string {
  const user = encodeURIComponent(required('PGUSER'));
  const password = encodeURIComponent(required('PGPASSWORD'));
  const host = required('PGHOST');
  const port = required('PGPORT');
  const database = required('PGDATABASE');
  return `postgres://${user}:${password}@${host}:${port}/${database}`;
}

export const jwtSecret = process.env.JWT_SECRET ?? 'conduit-dev-secret';
