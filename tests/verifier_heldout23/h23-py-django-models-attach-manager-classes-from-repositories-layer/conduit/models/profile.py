from django.db import models

from ..repositories.profiles import ProfileRepository


class Profile(models.Model):
    username = models.CharField(max_length=100, unique=True)
    email = models.EmailField(unique=True)
    password_hash = models.CharField(max_length=200)
    bio = models.TextField(null=True, blank=True)
    image = models.TextField(null=True, blank=True)
    following = models.ManyToManyField("self", symmetrical=False, related_name="followers", blank=True)

    objects = ProfileRepository()

    class Meta:
        app_label = "conduit"
