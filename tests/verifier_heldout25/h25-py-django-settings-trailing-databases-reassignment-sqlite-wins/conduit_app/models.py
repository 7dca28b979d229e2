from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=64, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=128)
    bio = models.TextField(null=True, blank=True)
    image = models.URLField(null=True, blank=True)


class Tag(models.Model):
    name = models.CharField(max_length=64, unique=True)
