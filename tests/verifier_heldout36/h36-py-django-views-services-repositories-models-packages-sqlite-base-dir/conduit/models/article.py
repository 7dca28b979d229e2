from django.db import models


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    body = models.TextField()
    author = models.ForeignKey("conduit.Profile", on_delete=models.CASCADE, related_name="articles")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "conduit"
        ordering = ["-created_at"]
