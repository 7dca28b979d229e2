from django.db import models


class Tag(models.Model):
    """Read-only view of the tags table (created by SQLAlchemy) for the tag list."""

    name = models.CharField(max_length=64, unique=True)

    class Meta:
        managed = False
        db_table = "tags"
