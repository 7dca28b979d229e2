from peewee import CharField, ForeignKeyField, Model, TextField

from app.db import database


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
    body = TextField()
    author = ForeignKeyField(User, backref="articles")
