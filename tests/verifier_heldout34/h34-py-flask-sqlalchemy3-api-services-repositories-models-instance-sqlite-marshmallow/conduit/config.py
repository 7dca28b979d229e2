import os


class Config:
    # Flask-SQLAlchemy 3 resolves a relative SQLite path against app.instance_path
    SQLALCHEMY_DATABASE_URI = "sqlite:///conduit.db"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_SECRET = os.environ.get("JWT_SECRET", "change-me")
