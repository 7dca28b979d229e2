import datetime

from peewee import CharField, DateTimeField, ForeignKeyField, Model, TextField

from server.database import database


class BaseModel(Model):
    class Meta:
        database = database


class User(BaseModel):
    username = CharField(unique=True)
    email = CharField(unique=True)
    password = CharField()
    bio = TextField(default="")


class Article(BaseModel):
    slug = CharField(unique=True)
    title = CharField()
    description = TextField(default="")
    body = TextField(default="")
    author = ForeignKeyField(User, backref="articles")
    created_at = DateTimeField(default=datetime.datetime.utcnow)


def create_tables():
    with database:
        database.create_tables([User, Article])
