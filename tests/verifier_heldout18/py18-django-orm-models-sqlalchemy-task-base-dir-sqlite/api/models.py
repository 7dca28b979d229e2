from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=80, unique=True)
    bio = models.TextField(blank=True, default="")
    image = models.URLField(blank=True, null=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followed_by")


class Article(models.Model):
    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=255)
    author = models.ForeignKey(Profile, on_delete=models.CASCADE, related_name="articles")
    favorited_by = models.ManyToManyField(Profile, related_name="favorites")
    created_at = models.DateTimeField(auto_now_add=True)
