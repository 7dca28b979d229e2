import os

SQLALCHEMY_DATABASE_URI = os.environ.get("DB_URL", "sqlite:///conduit.sqlite3")
SQLALCHEMY_TRACK_MODIFICATIONS = False
JWT_SECRET = os.environ.get("JWT_SECRET", "not-so-secret")
