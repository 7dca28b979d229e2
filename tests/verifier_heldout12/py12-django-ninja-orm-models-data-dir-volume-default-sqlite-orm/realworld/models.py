from django.db import models


class Profile(models.Model):
    username = models.CharField(max_length=100, unique=True)
    email = models.EmailField(unique=True)
    password_hash = models.CharField(max_length=200)
    bio = models.TextField(default="", blank=True)
    image = models.CharField(max_length=500, null=True, blank=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followed_by")


class Article(models.Model):
    slug = models.SlugField(unique=True, max_length=250)
    title = models.CharField(max_length=250)
    description = models.TextField()
    body = models.TextField()
    tag_list = models.JSONField(default=list)
    author = models.ForeignKey(Profile, on_delete=models.CASCADE)
    favorites = models.ManyToManyField(Profile, related_name="favorite_articles")
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
