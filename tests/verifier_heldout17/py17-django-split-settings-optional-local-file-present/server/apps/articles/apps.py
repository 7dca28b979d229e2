from django.apps import AppConfig


class ArticlesConfig(AppConfig):
    name = "server.apps.articles"
    label = "articles"
