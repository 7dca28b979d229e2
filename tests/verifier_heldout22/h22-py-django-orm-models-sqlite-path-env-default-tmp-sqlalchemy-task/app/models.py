from django.db import models


class User(models.Model):
    username = models.CharField(max_length=150, unique=True)
    email = models.EmailField(unique=True)
    password = models.CharField(max_length=255)
    bio = models.TextField(blank=True, default="")
    image = models.CharField(max_length=500, null=True, blank=True)


class Tag(models.Model):
    name = models.CharField(max_length=100, unique=True)
