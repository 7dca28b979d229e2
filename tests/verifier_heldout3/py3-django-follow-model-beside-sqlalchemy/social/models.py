from django.db import models


class Follow(models.Model):
    """Who follows whom, by user id of the SQLAlchemy users table."""

    follower_id = models.IntegerField(db_index=True)
    followed_id = models.IntegerField(db_index=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        unique_together = ("follower_id", "followed_id")
