from django.db import models

from .tag import Tag


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    body = models.TextField(blank=True, default="")
    tags = models.ManyToManyField(Tag, related_name="articles", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
