import os


class Config:
    SECRET_KEY = os.environ.get("JWT_SECRET", "conduit-dev")
    # default used when running `flask run` on a laptop
    SQLALCHEMY_DATABASE_URI = os.environ.get("DATABASE_URL", "sqlite:////tmp/conduit-dev.db")
    SQLALCHEMY_ENGINE_OPTIONS = {"connect_args": {"check_same_thread": False}}
