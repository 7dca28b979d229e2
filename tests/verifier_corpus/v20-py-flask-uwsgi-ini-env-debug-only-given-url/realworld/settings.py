import os


def _database_uri() -> str:
    url = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    return url


class Settings:
    SQLALCHEMY_DATABASE_URI = _database_uri()
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    SECRET_KEY = os.environ.get("SECRET_KEY", "realworld-secret")
    JSON_SORT_KEYS = False
