from django.db import models


class Author(models.Model):
    username = models.CharField(max_length=80, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=255)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(null=True, blank=True)

    class Meta:
        db_table = "authors"


class Tag(models.Model):
    name = models.CharField(max_length=64, unique=True)

    class Meta:
        db_table = "tags"
