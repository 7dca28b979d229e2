from django.conf import settings
from django.db import models


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    body = models.TextField()
    favorited_by = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="favorites",
                                          blank=True)
