import datetime

from peewee import (CharField, DateTimeField, ForeignKeyField, Model, PostgresqlDatabase,
                    TextField)

db = PostgresqlDatabase(
    "conduit", user="postgres", password="postgres", host="localhost", port=5432
)


class BaseModel(Model):
    class Meta:
        database = db


class User(BaseModel):
    username = CharField(unique=True)
    email = CharField(unique=True)
    password = CharField()
    bio = TextField(null=True)
    image = CharField(null=True)


class Article(BaseModel):
    slug = CharField(unique=True)
    title = CharField()
    description = TextField()
    body = TextField()
    author = ForeignKeyField(User, backref="articles")
    created_at = DateTimeField(default=datetime.datetime.utcnow)
