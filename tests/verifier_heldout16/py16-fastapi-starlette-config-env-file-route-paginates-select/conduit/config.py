from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")

DATABASE_URL: str = config("DATABASE_URL")
SECRET_KEY: Secret = config("SECRET_KEY", cast=Secret, default="change-me")
