import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
    # PostgreSQL given by the environment (DATABASE_URL)
    SQLALCHEMY_DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JSON_SORT_KEYS = False
