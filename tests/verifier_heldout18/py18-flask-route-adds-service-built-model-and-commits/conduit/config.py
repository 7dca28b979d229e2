import os


class Config:
    SQLALCHEMY_DATABASE_URI = os.environ.get(
        "SQLALCHEMY_DATABASE_URI",
        "postgresql://postgres:postgres@localhost:5432/conduit",
    )
    SQLALCHEMY_TRACK_MODIFICATIONS = False
