from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    email = models.EmailField(unique=True)
    password_hash = models.CharField(max_length=255)
    bio = models.TextField(default="", blank=True)
    image = models.URLField(null=True, blank=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followed_by", blank=True)

    class Meta:
        app_label = "conduit"
