from django.db import models


class Comment(models.Model):
    article_slug = models.SlugField(max_length=255, db_index=True)
    author_username = models.CharField(max_length=80)
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        app_label = "conduit"
        ordering = ["-created_at"]
