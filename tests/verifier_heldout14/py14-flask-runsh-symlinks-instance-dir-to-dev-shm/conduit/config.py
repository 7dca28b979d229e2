import os


class Config:
    # Relative SQLite paths are resolved by Flask-SQLAlchemy against the instance folder
    # (./instance next to the conduit package).
    SQLALCHEMY_DATABASE_URI = "sqlite:///conduit.db"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24
