import os


class Config:
    SECRET_KEY = os.getenv("SECRET_KEY", "change-me")
    # Same name as the Flask-SQLAlchemy setting, so the deployment sets it directly
    # (see docker-compose.yml); a local SQLite file is the fallback for development.
    SQLALCHEMY_DATABASE_URI = os.getenv("SQLALCHEMY_DATABASE_URI", "sqlite:///conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
