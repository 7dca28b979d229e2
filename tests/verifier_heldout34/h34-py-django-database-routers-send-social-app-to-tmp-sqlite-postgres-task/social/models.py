from django.db import models


class Follow(models.Model):
    follower_id = models.BigIntegerField(db_index=True)
    followed_id = models.BigIntegerField(db_index=True)

    class Meta:
        unique_together = [("follower_id", "followed_id")]


class Favorite(models.Model):
    user_id = models.BigIntegerField(db_index=True)
    article_id = models.BigIntegerField(db_index=True)

    class Meta:
        unique_together = [("user_id", "article_id")]
