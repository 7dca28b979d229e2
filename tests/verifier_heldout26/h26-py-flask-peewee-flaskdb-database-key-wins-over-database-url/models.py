import datetime

from peewee import CharField, DateTimeField, ForeignKeyField, TextField

from app import db_wrapper


class User(db_wrapper.Model):
    username = CharField(unique=True)
    email = CharField(unique=True)
    password_hash = CharField()
    bio = TextField(default="")
    image = CharField(null=True)


class Follow(db_wrapper.Model):
    follower = ForeignKeyField(User, backref="following")
    followee = ForeignKeyField(User, backref="followers")


class Tag(db_wrapper.Model):
    name = CharField(unique=True)


class Article(db_wrapper.Model):
    slug = CharField(unique=True)
    title = CharField()
    description = TextField()
    body = TextField()
    tag_list = TextField(default="")
    author = ForeignKeyField(User, backref="articles")
    created_at = DateTimeField(default=datetime.datetime.utcnow)
    updated_at = DateTimeField(default=datetime.datetime.utcnow)


class Favorite(db_wrapper.Model):
    user = ForeignKeyField(User)
    article = ForeignKeyField(Article, backref="favorites")
