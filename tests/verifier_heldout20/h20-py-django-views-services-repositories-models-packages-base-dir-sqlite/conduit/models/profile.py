from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=150, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=200)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(null=True, blank=True)

    class Meta:
        app_label = "conduit"


class Follow(models.Model):
    follower = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="following_set")
    followed = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="follower_set")

    class Meta:
        app_label = "conduit"
        unique_together = ("follower", "followed")
