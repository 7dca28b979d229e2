import os

basedir = os.path.abspath(os.path.dirname(__file__))


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "conduit-secret")
    # PostgreSQL in production: postgresql://user:password@postgres:5432/conduit
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + os.path.join(basedir, "conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
