import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JWT_EXPIRES_DAYS = 30
