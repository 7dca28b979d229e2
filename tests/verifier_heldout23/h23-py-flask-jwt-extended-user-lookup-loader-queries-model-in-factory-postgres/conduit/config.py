import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    JWT_SECRET_KEY = os.environ.get("JWT_SECRET_KEY", "conduit-dev-secret")
    JWT_HEADER_TYPE = "Token"
    JWT_ACCESS_TOKEN_EXPIRES = False
    JSON_SORT_KEYS = False
