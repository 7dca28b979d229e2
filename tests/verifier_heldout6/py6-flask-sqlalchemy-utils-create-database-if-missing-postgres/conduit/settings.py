import os
from datetime import timedelta


def _database_url() -> str:
    url = os.environ["DATABASE_URL"]
    # psycopg2 wants the postgresql:// scheme (some hosts still hand out postgres://)
    return url.replace("postgres://", "postgresql://", 1)


class Config:
    SECRET_KEY = os.environ.get("CONDUIT_SECRET", "secret-key")
    JWT_SECRET_KEY = SECRET_KEY
    JWT_AUTH_HEADER_PREFIX = "Token"
    JWT_HEADER_TYPE = "Token"
    JWT_ACCESS_TOKEN_EXPIRES = timedelta(days=1)
    SQLALCHEMY_TRACK_MODIFICATIONS = False


class ProdConfig(Config):
    ENV = "prod"
    DEBUG = False
    SQLALCHEMY_DATABASE_URI = _database_url()
