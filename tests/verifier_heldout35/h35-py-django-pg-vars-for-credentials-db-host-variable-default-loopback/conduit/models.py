from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=150, unique=True)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)
