from django.db import models


class User(models.Model):
    username = models.CharField(max_length=150, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=128)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)

    class Meta:
        app_label = "conduit"
