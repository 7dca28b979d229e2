from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=150, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=128)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(null=True, blank=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followers", blank=True)

    class Meta:
        app_label = "articles"
