from django.db import models


class ArticleView(models.Model):
    slug = models.SlugField(unique=True, max_length=255)
    views = models.PositiveBigIntegerField(default=0)
