import os


def database_url():
    url = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    # Heroku-style URLs use the old scheme name SQLAlchemy no longer accepts
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    return url


class Config:
    SQLALCHEMY_DATABASE_URI = database_url()
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True, "pool_size": 5}
    SECRET_KEY = os.environ.get("SECRET_KEY", "realworld-secret")
