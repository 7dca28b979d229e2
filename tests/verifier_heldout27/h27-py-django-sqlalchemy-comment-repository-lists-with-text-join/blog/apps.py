from django.apps import AppConfig


class BlogConfig(AppConfig):
    name = "blog"

    def ready(self) -> None:
        from blog.db import init_db

        init_db()
