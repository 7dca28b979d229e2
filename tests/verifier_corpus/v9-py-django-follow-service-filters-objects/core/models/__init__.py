from django.db import models


class User(models.Model):
    username = models.CharField(max_length=80, unique=True)
    email = models.EmailField(unique=True)
    password_hash = models.CharField(max_length=200)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(null=True, blank=True)

    class Meta:
        app_label = "core"


class Follow(models.Model):
    follower = models.ForeignKey(User, on_delete=models.CASCADE, related_name="following_set")
    followed = models.ForeignKey(User, on_delete=models.CASCADE, related_name="follower_set")

    class Meta:
        app_label = "core"
        unique_together = ("follower", "followed")
