from django.db import models


class Tag(models.Model):
    name = models.CharField(max_length=64, unique=True)

    class Meta:
        app_label = "conduit"


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    description = models.CharField(max_length=255)
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    tags = models.ManyToManyField(Tag, related_name="articles", blank=True)

    class Meta:
        app_label = "conduit"
        ordering = ["-created_at"]
