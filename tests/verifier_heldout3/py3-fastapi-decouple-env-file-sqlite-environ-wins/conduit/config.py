from decouple import config

DATABASE_URL: str = config("DATABASE_URL", default="sqlite:///./conduit.db")
SECRET_KEY: str = config("SECRET_KEY", default="change-me")
TOKEN_TTL_HOURS: int = config("TOKEN_TTL_HOURS", default=24, cast=int)
