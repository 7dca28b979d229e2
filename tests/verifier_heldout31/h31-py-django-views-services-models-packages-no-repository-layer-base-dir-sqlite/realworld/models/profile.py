from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)

    class Meta:
        app_label = "realworld"


class Follow(models.Model):
    follower = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="following_set")
    followed = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="followers_set")

    class Meta:
        app_label = "realworld"
        unique_together = ("follower", "followed")
