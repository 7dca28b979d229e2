"""Database wiring: SQLAlchemy metadata for the schema, ormar models on top of it."""
import os

import databases
import ormar
import sqlalchemy

DATABASE_URL = os.environ["DATABASE_URL"]

database = databases.Database(DATABASE_URL)
metadata = sqlalchemy.MetaData()
engine = sqlalchemy.create_engine(DATABASE_URL)

base_ormar_config = ormar.OrmarConfig(metadata=metadata, database=database, engine=engine)
