import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
    SQLALCHEMY_DATABASE_URI = os.environ.get("SQLALCHEMY_DATABASE_URI", "sqlite:///conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
