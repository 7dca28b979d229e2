import os

DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///conduit.sqlite")


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev-secret")
    SQLALCHEMY_DATABASE_URI = DATABASE_URL
    SQLALCHEMY_ENGINES = {
        "default": {"url": "sqlite:///conduit.sqlite", "echo": False},
    }
