from django.db import models


class User(models.Model):
    username = models.CharField(max_length=64, unique=True)
    email = models.EmailField(unique=True)
    password_hash = models.CharField(max_length=255)
    bio = models.TextField(null=True, blank=True)
    image = models.URLField(null=True, blank=True)

    class Meta:
        app_label = "api"
        db_table = "users"


class Follow(models.Model):
    follower = models.ForeignKey(User, on_delete=models.CASCADE, related_name="following_links")
    followed = models.ForeignKey(User, on_delete=models.CASCADE, related_name="follower_links")

    class Meta:
        app_label = "api"
        db_table = "follows"
        unique_together = [("follower", "followed")]
