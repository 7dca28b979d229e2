from django.db import models


class Member(models.Model):
    username = models.CharField(max_length=64, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=255)
    bio = models.TextField(blank=True, null=True)
    image = models.URLField(blank=True, null=True)

    @property
    def is_authenticated(self) -> bool:
        return True
