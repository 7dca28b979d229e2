from django.db import models


class User(models.Model):
    username = models.CharField(max_length=150, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=256)
    bio = models.TextField(blank=True, null=True)
    image = models.URLField(blank=True, null=True)


class Follow(models.Model):
    follower = models.ForeignKey(User, on_delete=models.CASCADE, related_name="following_links")
    followee = models.ForeignKey(User, on_delete=models.CASCADE, related_name="follower_links")

    class Meta:
        constraints = [models.UniqueConstraint(fields=["follower", "followee"], name="uniq_follow")]
