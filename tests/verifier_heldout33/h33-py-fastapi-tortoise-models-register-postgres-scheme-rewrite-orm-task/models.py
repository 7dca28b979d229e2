from tortoise import fields
from tortoise.models import Model


class User(Model):
    id = fields.IntField(pk=True)
    username = fields.CharField(max_length=80, unique=True)
    email = fields.CharField(max_length=255, unique=True)
    password_hash = fields.CharField(max_length=255)
    bio = fields.TextField(default="")
    image = fields.CharField(max_length=255, null=True)

    class Meta:
        table = "users"


class Article(Model):
    id = fields.IntField(pk=True)
    slug = fields.CharField(max_length=255, unique=True)
    title = fields.CharField(max_length=255)
    description = fields.TextField(default="")
    body = fields.TextField(default="")
    author = fields.ForeignKeyField("models.User", related_name="articles")
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "articles"
