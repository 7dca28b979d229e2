from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    bio = models.TextField(default="")
    image = models.URLField(blank=True, null=True)
    followers = models.ManyToManyField("self", symmetrical=False, related_name="following")
