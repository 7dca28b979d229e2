from django.db import models


class Tag(models.Model):
    name = models.CharField(max_length=64, unique=True)


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    body = models.TextField(default="")
    tags = models.ManyToManyField(Tag)
