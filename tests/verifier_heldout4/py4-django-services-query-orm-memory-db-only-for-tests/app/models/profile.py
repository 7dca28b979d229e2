from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=50, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=128)
    bio = models.TextField(default="", blank=True)
    image = models.URLField(null=True, blank=True)
    following = models.ManyToManyField("self", symmetrical=False, related_name="followed_by", blank=True)

    @property
    def is_authenticated(self) -> bool:
        return True
