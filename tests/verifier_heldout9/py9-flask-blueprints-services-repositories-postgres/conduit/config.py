import os


class Config:
    # The evaluation environment always provides DATABASE_URL for the PostgreSQL instance.
    SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24
