from django.db import models


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    body = models.TextField()
    author = models.CharField(max_length=64)

    class Meta:
        app_label = "conduit"
