import environ
env = environ.Env()
environ.Env.read_env(".env")
DATABASE_URL = env("DATABASE_URL")
