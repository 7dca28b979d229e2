export type AppEnv = {
  Variables: {
    userId?: number;
    requireUser: () => number;
  };
};
