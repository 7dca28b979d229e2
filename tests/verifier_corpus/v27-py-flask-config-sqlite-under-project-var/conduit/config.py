import os

PROJECT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Config:
    # keep the database out of the package: under the project's own var/ directory
    DATA_DIR = os.path.join(PROJECT_DIR, "var", "conduit")
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + os.path.join(DATA_DIR, "conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JSON_SORT_KEYS = False
