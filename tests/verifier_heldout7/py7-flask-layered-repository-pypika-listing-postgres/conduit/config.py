import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev")
