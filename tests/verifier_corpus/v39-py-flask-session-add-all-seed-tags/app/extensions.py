import os
from flask_sqlalchemy import SQLAlchemy
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    pass


db = SQLAlchemy(model_class=Base)


def database_uri():
    return os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+psycopg://", 1)
