from django.apps import AppConfig


class RealworldConfig(AppConfig):
    name = "realworld"

    def ready(self):
        from realworld.db import create_schema

        create_schema()
