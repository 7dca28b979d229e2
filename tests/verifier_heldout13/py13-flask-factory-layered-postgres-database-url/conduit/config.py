import os


def _database_url() -> str:
    url = os.environ["DATABASE_URL"]
    # Heroku-style URLs use the old scheme SQLAlchemy 1.4+ no longer accepts.
    if url.startswith("postgres://"):
        url = url.replace("postgres://", "postgresql://", 1)
    return url


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    SQLALCHEMY_DATABASE_URI = _database_url()
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_EXPIRES_DAYS = 30
