from django.db import models


class Tag(models.Model):
    name = models.CharField(max_length=100, unique=True)


class Article(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=255)
    body = models.TextField()
    tags = models.ManyToManyField(Tag, related_name="articles")
