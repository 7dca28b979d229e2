from django.db import models


class Member(models.Model):
    username = models.CharField(max_length=64, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=128)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(null=True, blank=True)

    class Meta:
        db_table = "members"


class Follow(models.Model):
    follower = models.ForeignKey(Member, on_delete=models.CASCADE, related_name="following_links")
    followed = models.ForeignKey(Member, on_delete=models.CASCADE, related_name="follower_links")

    class Meta:
        db_table = "follows"
        constraints = [models.UniqueConstraint(fields=["follower", "followed"], name="unique_follow")]
