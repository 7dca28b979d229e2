from django.apps import AppConfig


class ArticlesConfig(AppConfig):
    name = "conduit.articles"
    label = "articles"
