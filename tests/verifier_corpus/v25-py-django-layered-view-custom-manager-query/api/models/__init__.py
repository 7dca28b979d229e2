from django.db import models


class PublishedManager(models.Manager):
    def get_queryset(self):
        return super().get_queryset().filter(draft=False)


class Article(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=200)
    draft = models.BooleanField(default=False)

    objects = models.Manager()
    published = PublishedManager()

    class Meta:
        app_label = "api"
