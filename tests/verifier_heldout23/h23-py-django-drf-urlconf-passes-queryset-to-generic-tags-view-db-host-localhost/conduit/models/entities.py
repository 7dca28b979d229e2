from django.db import models


class Member(models.Model):
    username = models.CharField(max_length=120, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=200)
    bio = models.TextField(blank=True, null=True)
    image = models.TextField(blank=True, null=True)

    class Meta:
        app_label = "conduit"


class Tag(models.Model):
    name = models.CharField(max_length=80, unique=True)

    class Meta:
        app_label = "conduit"


class Article(models.Model):
    slug = models.SlugField(max_length=255, unique=True)
    title = models.CharField(max_length=255)
    description = models.TextField()
    body = models.TextField()
    author = models.ForeignKey(Member, on_delete=models.CASCADE, related_name="articles")
    tags = models.ManyToManyField(Tag, related_name="articles", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        app_label = "conduit"
        ordering = ["-created_at"]
