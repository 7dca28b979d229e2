from django.apps import AppConfig


class ArticlesConfig(AppConfig):
    name = "articles"

    def ready(self) -> None:
        from articles.db import create_schema

        create_schema()
