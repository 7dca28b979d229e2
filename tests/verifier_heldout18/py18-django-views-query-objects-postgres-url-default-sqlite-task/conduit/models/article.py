from django.db import models


class Article(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=255)
    description = models.TextField()
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "conduit"


class Favorite(models.Model):
    user_id = models.IntegerField()
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="favorites")

    class Meta:
        app_label = "conduit"
