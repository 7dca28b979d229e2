from django.db import models


class User(models.Model):
    username = models.CharField(max_length=80, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=255)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(null=True, blank=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followers")

    @property
    def is_authenticated(self):
        return True
