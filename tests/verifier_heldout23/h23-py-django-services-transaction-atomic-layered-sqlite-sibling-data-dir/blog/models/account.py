from django.db import models


class Account(models.Model):
    username = models.CharField(max_length=100, unique=True)
    email = models.CharField(max_length=255, unique=True)
    password_hash = models.CharField(max_length=255)
    bio = models.TextField(null=True)
    image = models.TextField(null=True)

    class Meta:
        app_label = "blog"
