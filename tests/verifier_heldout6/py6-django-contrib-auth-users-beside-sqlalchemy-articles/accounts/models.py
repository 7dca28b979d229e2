from django.conf import settings
from django.db import models


class Profile(models.Model):
    """Extra Conduit fields for django.contrib.auth's User."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followed_by", blank=True)
