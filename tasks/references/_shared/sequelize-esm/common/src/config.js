const env = process.env;

export const config = {
  port: Number(env.PORT ?? 3000),
  host: env.HOST ?? '0.0.0.0',
  jwtSecret: env.JWT_SECRET ?? 'conduit-development-secret-change-me-in-production',
  jwtExpiresIn: env.JWT_EXPIRES_IN ?? '30d',
};
