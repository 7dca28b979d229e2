import environ
env = environ.Env()
environ.Env.read_env(".env", overwrite=True)
DATABASE_URL = env("DATABASE_URL")
