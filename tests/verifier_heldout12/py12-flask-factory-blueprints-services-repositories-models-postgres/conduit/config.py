import os


def _database_url() -> str:
    url = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    # SQLAlchemy 2 no longer accepts the legacy "postgres://" scheme.
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    return url


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
    SQLALCHEMY_DATABASE_URI = _database_url()
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    JSON_SORT_KEYS = False
