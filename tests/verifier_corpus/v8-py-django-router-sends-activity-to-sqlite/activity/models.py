from django.db import models


class Favorite(models.Model):
    article_slug = models.SlugField(max_length=255)
    username = models.CharField(max_length=150)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        unique_together = [("article_slug", "username")]
