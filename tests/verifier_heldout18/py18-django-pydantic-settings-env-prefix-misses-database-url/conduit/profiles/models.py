from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    bio = models.TextField(default="", blank=True)
    image = models.URLField(null=True, blank=True)
