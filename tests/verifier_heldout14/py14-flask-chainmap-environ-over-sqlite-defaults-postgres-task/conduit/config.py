import os
from collections import ChainMap

# Defaults for running the API on a laptop without any setup; anything in the environment
# takes precedence (ChainMap looks the maps up in order).
DEFAULTS = {
    "DATABASE_URL": "sqlite:///dev.db",
    "SECRET_KEY": "conduit-dev-secret",
    "JWT_TTL_SECONDS": "86400",
}

settings = ChainMap(os.environ, DEFAULTS)


def _sqlalchemy_url(url: str) -> str:
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


class Config:
    SQLALCHEMY_DATABASE_URI = _sqlalchemy_url(settings["DATABASE_URL"])
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = settings["SECRET_KEY"]
    JWT_TTL_SECONDS = int(settings["JWT_TTL_SECONDS"])
