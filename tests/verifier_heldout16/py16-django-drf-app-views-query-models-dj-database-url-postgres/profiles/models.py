from django.conf import settings
from django.db import models


class Profile(models.Model):
    user = models.OneToOneField("auth.User", on_delete=models.CASCADE)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followed_by", blank=True)
