import os

import records
from sqlalchemy import create_engine

from app.models import Base

DATABASE_URL = os.environ["DATABASE_URL"]

engine = create_engine(DATABASE_URL)
# records keeps the queries short and returns dict-like rows
rdb = records.Database(DATABASE_URL)


def init_schema():
    Base.metadata.create_all(engine)
