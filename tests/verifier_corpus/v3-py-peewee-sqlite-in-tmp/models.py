import os

from peewee import CharField, Model, SqliteDatabase, TextField

DB_FILE = os.environ.get("CONDUIT_DB", "/tmp/conduit.db")
database = SqliteDatabase(DB_FILE, pragmas={"journal_mode": "wal", "foreign_keys": 1})


class BaseModel(Model):
    class Meta:
        database = database


class Article(BaseModel):
    slug = CharField(unique=True)
    title = CharField()
    body = TextField()
