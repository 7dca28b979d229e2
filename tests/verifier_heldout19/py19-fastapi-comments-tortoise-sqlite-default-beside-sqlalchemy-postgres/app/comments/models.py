from tortoise import fields
from tortoise.models import Model


class Comment(Model):
    id = fields.IntField(pk=True)
    article_slug = fields.CharField(max_length=255, index=True)
    author_username = fields.CharField(max_length=64)
    body = fields.TextField()
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "comments"
