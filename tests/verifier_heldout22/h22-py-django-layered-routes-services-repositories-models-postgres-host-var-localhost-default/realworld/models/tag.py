from django.db import models


class Tag(models.Model):
    name = models.CharField(max_length=100, unique=True)

    class Meta:
        app_label = "realworld"
        ordering = ["name"]
