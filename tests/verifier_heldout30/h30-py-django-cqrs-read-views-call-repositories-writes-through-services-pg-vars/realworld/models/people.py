from django.db import models


class Author(models.Model):
    username = models.CharField(max_length=64, unique=True)
    email = models.EmailField(unique=True)
    password_hash = models.CharField(max_length=128)
    bio = models.TextField(null=True, blank=True)
    image = models.URLField(null=True, blank=True)
    following = models.ManyToManyField("self", symmetrical=False, related_name="followers", blank=True)

    class Meta:
        app_label = "realworld"

    @property
    def is_authenticated(self) -> bool:
        return True
