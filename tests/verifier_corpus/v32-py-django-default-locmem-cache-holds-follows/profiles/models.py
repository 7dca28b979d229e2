from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    email = models.EmailField(unique=True)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)
    token = models.CharField(max_length=64, unique=True)
