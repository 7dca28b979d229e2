import os


class Config:
    # Local development database (docker run -p 5432:5432 -e POSTGRES_PASSWORD=postgres postgres:15)
    SQLALCHEMY_DATABASE_URI = "postgresql+psycopg://postgres:postgres@localhost:5432/conduit"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SQLALCHEMY_ENGINE_OPTIONS = {"pool_pre_ping": True}
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-dev-secret")
    JWT_TTL_SECONDS = 60 * 60 * 24
