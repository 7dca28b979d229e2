import os


class ProductionConfig:
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL")


class LocalConfig:
    SQLALCHEMY_DATABASE_URI = "sqlite:////tmp/conduit-local.db"
