from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=64, unique=True)
    email = models.EmailField(unique=True)
    password_hash = models.CharField(max_length=255)
    bio = models.TextField(default="", blank=True)
    image = models.URLField(null=True, blank=True)

    class Meta:
        app_label = "blog"


class Follow(models.Model):
    follower = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="+")
    followed = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="+")

    class Meta:
        app_label = "blog"
        unique_together = ("follower", "followed")
