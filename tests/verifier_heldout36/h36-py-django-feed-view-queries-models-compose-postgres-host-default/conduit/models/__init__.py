from django.db import models


class Author(models.Model):
    username = models.CharField(max_length=80, unique=True)

    class Meta:
        app_label = "conduit"


class Follow(models.Model):
    follower = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="following")
    followed = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="followers")

    class Meta:
        app_label = "conduit"


class Article(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=255)
    author = models.ForeignKey(Author, on_delete=models.CASCADE)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        app_label = "conduit"
