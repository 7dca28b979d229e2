import os


class Config:
    # Flask-SQLAlchemy resolves a relative SQLite path against the app's instance folder
    # (./instance/conduit.db), which it creates on first use.
    SQLALCHEMY_DATABASE_URI = "sqlite:///conduit.db"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24
