import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "change-me")
    # The platform provides DATABASE_URL; Flask-SQLAlchemy wants it under its own key.
    DATABASE_URL = os.environ["DATABASE_URL"]
    SQLALCHEMY_DATABASE_URI = DATABASE_URL
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
