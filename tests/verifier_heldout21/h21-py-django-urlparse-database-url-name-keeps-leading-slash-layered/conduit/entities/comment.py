from django.db import models


class Comment(models.Model):
    article_slug = models.SlugField(max_length=255)
    author = models.CharField(max_length=64)
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "conduit"
