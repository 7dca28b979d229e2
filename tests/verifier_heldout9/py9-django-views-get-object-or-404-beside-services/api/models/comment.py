from django.db import models


class Comment(models.Model):
    article = models.ForeignKey("api.Article", on_delete=models.CASCADE, related_name="comments")
    author_name = models.CharField(max_length=150)
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        app_label = "api"
