import os


class Settings:
    SQLALCHEMY_DATABASE_URI = os.environ.get(
        "POSTGRES_URL",
        "postgresql+psycopg2://conduit:conduit@localhost:5432/conduit",
    )
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
