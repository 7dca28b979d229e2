import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.getenv("DATABASE_URL", "sqlite:////data/conduit.db")
    SECRET_KEY = os.getenv("SECRET_KEY", "dev-secret")
