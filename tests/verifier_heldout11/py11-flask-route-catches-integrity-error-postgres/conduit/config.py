import os


def _database_url() -> str:
    url = os.environ["DATABASE_URL"]
    # SQLAlchemy 2 no longer accepts the old "postgres://" scheme
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://"):]
    return url


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24
    SQLALCHEMY_DATABASE_URI = _database_url()
    SQLALCHEMY_TRACK_MODIFICATIONS = False
