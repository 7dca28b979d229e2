import env from 'env-var';

// Local development falls back to the docker-compose database.
export const config = {
  port: env.get('PORT').default('3000').asPortNumber(),
  databaseUrl: env.get('DATABASE_URL').default('postgres://conduit:conduit@localhost:5432/conduit_dev').asString(),
  sqlLogging: env.get('SQL_LOGGING').default('false').asBool(),
  jwtSecret: env.get('JWT_SECRET').default('dev-only-secret').asString(),
};
