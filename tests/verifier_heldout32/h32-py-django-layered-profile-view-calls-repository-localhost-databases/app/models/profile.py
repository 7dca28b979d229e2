from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    email = models.EmailField(unique=True)
    bio = models.TextField(blank=True, null=True)
    image = models.URLField(blank=True, null=True)
    following = models.ManyToManyField("self", symmetrical=False, related_name="followers")

    class Meta:
        app_label = "conduit"
