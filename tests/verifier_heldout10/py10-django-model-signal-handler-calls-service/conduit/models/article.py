from django.db import models


class Tag(models.Model):
    name = models.CharField(max_length=64, unique=True)

    class Meta:
        app_label = "conduit"


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    body = models.TextField()
    tag_list = models.JSONField(default=list)
    tags = models.ManyToManyField(Tag, blank=True)

    class Meta:
        app_label = "conduit"
