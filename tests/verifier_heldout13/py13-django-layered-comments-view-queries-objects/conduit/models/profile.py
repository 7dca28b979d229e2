from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=60, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=200)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(null=True, blank=True)

    class Meta:
        app_label = "conduit"
