from decouple import config

SECRET_KEY = config("SECRET_KEY", default="insecure")
DATABASE_URL = config("DATABASE_URL", default="sqlite:///conduit.db")
ACCESS_TOKEN_MINUTES = config("ACCESS_TOKEN_MINUTES", default=60, cast=int)
