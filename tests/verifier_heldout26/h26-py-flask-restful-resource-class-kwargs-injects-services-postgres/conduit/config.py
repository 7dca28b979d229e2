import os


class Config:
    # the evaluation environment provides DATABASE_URL (postgresql://user:password@postgres:5432/conduit)
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-secret")
