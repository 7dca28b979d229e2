import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"].replace("postgres://", "postgresql://", 1)
    # Favorites and follows are write-heavy counters; they live in a local SQLite file so that
    # the main database only holds users, articles, comments and tags.
    SQLALCHEMY_BINDS = {
        "activity": f"sqlite:///{ROOT / 'activity.sqlite3'}",
    }
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
