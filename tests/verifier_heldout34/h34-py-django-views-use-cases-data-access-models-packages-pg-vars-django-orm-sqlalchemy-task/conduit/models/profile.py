from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=255)
    bio = models.TextField(default="")
    image = models.URLField(null=True, blank=True)

    class Meta:
        app_label = "conduit"


class Follow(models.Model):
    follower = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="+")
    followed = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="+")

    class Meta:
        app_label = "conduit"
        unique_together = [("follower", "followed")]
