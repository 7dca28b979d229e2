from django.db import models


class Account(models.Model):
    username = models.CharField(max_length=64, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=128)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)


class Tag(models.Model):
    name = models.CharField(max_length=64, unique=True)
