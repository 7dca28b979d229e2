import env from 'env-var';

export const DATABASE_URL = env.get('DATABASE_URL')
  .default('postgres://postgres:postgres@localhost:5432/conduit_dev')
  .asString();
export const JWT_SECRET = env.get('JWT_SECRET').default('dev-only-secret').asString();
