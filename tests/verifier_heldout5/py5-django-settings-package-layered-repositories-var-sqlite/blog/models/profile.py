from django.conf import settings
from django.db import models


class Follow(models.Model):
    follower = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="following_set")
    followee = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="follower_set")

    class Meta:
        app_label = "blog"
        constraints = [models.UniqueConstraint(fields=["follower", "followee"], name="unique_follow")]
