from tortoise import fields
from tortoise.models import Model


class User(Model):
    id = fields.IntField(pk=True)
    username = fields.CharField(max_length=64, unique=True)
    email = fields.CharField(max_length=255, unique=True)
    password = fields.CharField(max_length=255)
    bio = fields.TextField(default="")
    image = fields.CharField(max_length=255, null=True)


class Article(Model):
    id = fields.IntField(pk=True)
    slug = fields.CharField(max_length=255, unique=True)
    title = fields.CharField(max_length=255)
    body = fields.TextField()
    author = fields.ForeignKeyField("models.User", related_name="articles")
