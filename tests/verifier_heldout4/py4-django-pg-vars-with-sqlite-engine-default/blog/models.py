from django.db import models


class Author(models.Model):
    username = models.CharField(max_length=60, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=128)
    bio = models.TextField(blank=True, default="")
    image = models.CharField(max_length=500, null=True, blank=True)
    follows = models.ManyToManyField("self", symmetrical=False, related_name="followers", blank=True)


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    description = models.TextField()
    body = models.TextField()
    tag_list = models.JSONField(default=list)
    author = models.ForeignKey(Author, on_delete=models.CASCADE, related_name="articles")
    favorited_by = models.ManyToManyField(Author, related_name="favorites", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)


class Comment(models.Model):
    article = models.ForeignKey(Article, on_delete=models.CASCADE, related_name="comments")
    author = models.ForeignKey(Author, on_delete=models.CASCADE)
    body = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
